// Tables of the stats domain (built by its issue).
export {};
