// Tables of the gallery domain (built by its issue).
export {};
