/**
 * Resolves in a later task, so the browser may paint and handle input between two pieces of work
 * that would otherwise run as one long task (a promise that is already settled continues in the
 * same task).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}
