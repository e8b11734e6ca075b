// `npm run test:links`: every relative link and #anchor in the README and docs/ resolves, offline.
// remark-validate-links checks that linked files and headings exist (repository: false: no Git host
// lookups, links are checked on disk); linksStayInside fails a link that leads out of the repository.
import remarkValidateLinks from 'remark-validate-links'
import linksStayInside from './scripts/links/linksStayInside.ts'

export default {
  plugins: [[remarkValidateLinks, { repository: false }], linksStayInside],
}
