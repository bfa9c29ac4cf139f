/** The test files under server/, contracts/ and scripts/ whose behaviour depends on the database server. */
export function databaseTestFiles(root?: string): string[];
