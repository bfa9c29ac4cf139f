// Tables of the support domain (built by its issue).
export {};
