// Tables of the companion domain (built by its issue).
export {};
