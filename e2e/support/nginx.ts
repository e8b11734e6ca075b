/**
 * Runs Debian's nginx with the server block a build writes (`nginx.conf.example`), the way its
 * comment tells a site owner to: the build copied to `<root><base>`, only `root` and `listen` changed.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'

export const NGINX = '/usr/sbin/nginx'

export type RunningNginx = { origin: string; stop: () => Promise<void> }

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url)
    return true
  } catch {
    return false
  }
}

export async function startNginx(buildDir: string, basePath: string): Promise<RunningNginx> {
  if (spawnSync(NGINX, ['-v']).error) {
    throw new Error(`${NGINX} is missing: install Debian's nginx-light (.ci/run does) to run this spec`)
  }
  const home = await mkdtemp(join(tmpdir(), 'sigil-nginx-'))
  // nginx started as root serves as `nobody`, which must be able to read the site.
  await chmod(home, 0o755)
  const root = join(home, 'www')
  await cp(buildDir, join(root, basePath), { recursive: true })
  const port = await freePort()
  const example = await readFile(join(buildDir, 'nginx.conf.example'), 'utf8')
  const server = example
    .replace(/^(\s*)root \S+;$/m, `$1root ${root};`)
    .replace(/^(\s*)listen \S+;$/m, `$1listen 127.0.0.1:${port};`)
  if (server === example) throw new Error('nginx.conf.example has no `root` or `listen` line to adapt')
  const temp = (name: string) => `${name}_temp_path ${join(home, name)};`
  await writeFile(
    join(home, 'nginx.conf'),
    [
      `pid ${join(home, 'nginx.pid')};`,
      `error_log ${join(home, 'error.log')};`,
      'worker_processes 1;',
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      server,
      '}',
    ].join('\n'),
  )
  const child = spawn(
    NGINX,
    ['-p', home, '-e', join(home, 'error.log'), '-c', join(home, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const origin = `http://127.0.0.1:${port}`
  for (let tries = 0; !(await answers(origin)); tries++) {
    if (child.exitCode !== null || tries > 100) {
      child.kill()
      throw new Error(
        `nginx did not start: ${stderr || (await readFile(join(home, 'error.log'), 'utf8').catch(() => ''))}`,
      )
    }
    await new Promise((done) => setTimeout(done, 50))
  }
  return {
    origin,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGQUIT')
      await exited
      await rm(home, { recursive: true, force: true })
    },
  }
}
