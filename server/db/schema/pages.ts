// Tables of the pages domain (built by its issue).
export {};
