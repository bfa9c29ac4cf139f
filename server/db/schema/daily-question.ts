// Tables of the daily-question domain (built by its issue).
export {};
