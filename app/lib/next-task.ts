/** Lets the browser handle what is waiting (a tap, a paint) before the next step. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
