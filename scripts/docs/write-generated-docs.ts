/** `node scripts/docs/write-generated-docs.ts`: rewrites every generated section of the docs from the code. */
import { readFile, writeFile } from 'node:fs/promises'
import { GENERATED_SECTIONS } from './generatedSections.ts'
import { writeMarkedSection } from './markedSection.ts'

for (const { file, name, render } of GENERATED_SECTIONS) {
  const doc = await readFile(file, 'utf8')
  const written = writeMarkedSection(doc, name, render())
  if (written !== doc) await writeFile(file, written)
  console.log(`${file}: ${name} ${written === doc ? 'unchanged' : 'written'}`)
}
