/** What a page says to a waiting worker: the visitor pressed Reload, so it may take over now. */
export type WorkerMessage = { kind: 'take-over' }
