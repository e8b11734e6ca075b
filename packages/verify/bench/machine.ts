/** The machine a run was measured on, named in its results: figures differ by 2× and more between machines. */
import { readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'

export type Machine = { cpu: string; cores: number; node: string; load: string }

function cpuModel(): string {
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((text) => text.startsWith('model name'))
    return line?.split(':')[1]?.trim() ?? 'unknown CPU'
  } catch {
    return 'unknown CPU'
  }
}

export function machine(): Machine {
  return {
    cpu: cpuModel(),
    cores: availableParallelism(),
    node: process.version,
    load: loadavg()
      .map((value) => value.toFixed(2))
      .join(' '),
  }
}
