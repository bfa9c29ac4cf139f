// Chat attachments (companion files).
export {};
