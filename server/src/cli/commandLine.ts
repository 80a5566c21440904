/**
 * Runs a command's `main` and exits with the code it returns. A failure is printed as its message alone:
 * the person at the terminal needs to know what went wrong (a database in use, a file not found), not
 * where in our code it was noticed.
 */
export function runCommandLine(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
