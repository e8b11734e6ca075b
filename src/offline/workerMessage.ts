/** What a page says to a waiting worker: the visitor pressed Reload, so it may take over now. */
export type WorkerMessage = { kind: 'take-over' }

/** What a worker says to the site's open pages once it has its copy: a new version is ready (if one runs already). */
export type PageMessage = { kind: 'version-ready' }
