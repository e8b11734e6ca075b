/** Imported first by playwright.config.ts, for its effect: the run's ports, claimed (./claim-ports.ts). */
import { claimPorts } from './claim-ports.ts'

claimPorts()
