/** What one runtime's check found: its name and version, and each problem in words (none: passed). */
export type Outcome = { runtime: string; version: string; problems: string[]; notes: string[] }

export function outcome(runtime: string, version: string, problems: string[], notes: string[] = []): Outcome {
  return { runtime, version, problems, notes }
}

/** The check's own error as its one problem: a runtime that could not even run the script. */
export async function guarded(runtime: string, check: () => Promise<Outcome>): Promise<Outcome> {
  try {
    return await check()
  } catch (error) {
    return outcome(runtime, '?', [error instanceof Error ? error.message : String(error)])
  }
}
