#!/usr/bin/env node
import { main } from './main.js'

// The exit code, not process.exit(): output still being written to a pipe is not cut off.
process.exitCode = await main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
})
