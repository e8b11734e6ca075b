import type { RequestRule } from '../checkRequestAnswer.js'

/** Why a proof link found in pasted text is not read as a proof at all. */
export type UnreadableRule = 'link'

/**
 * One answer in a roll call's list, as judged when it was checked: what its verified result
 * proved and the first rule it broke, never more than the link's signed messages say.
 */
export type RollCallAnswer = {
  /**
   * The proof link, written again from the proof as read, with this site's root: the same proof
   * always gives the same link, and anyone can open it to check it again.
   */
  link: string
  /** When it was checked (ISO): the request's rules are judged at that time. */
  checkedAt: string
  /** The accounts whose signatures checked (CAIP-style family and address), in the proof's order. */
  addresses: string[]
  /** The Issued At it signs, when it is a Sign-In or linked proof that could be read. */
  signedAt?: string | undefined
  /** Whether every rule of the request was kept. */
  kept: boolean
  /** The first rule broken, for an answer that is not kept. */
  broken?: { rule: RequestRule | UnreadableRule; message: string } | undefined
}

/** An answer with its place in the list: a second answer by the same address or set is marked, not counted. */
export type ListedAnswer = RollCallAnswer & {
  /** The 0-based position of the answer it repeats: the same proof, or a kept answer by the same accounts. */
  duplicateOf?: number | undefined
}
