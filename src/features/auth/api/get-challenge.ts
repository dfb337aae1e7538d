// GET /wps/verification/challenge: a slider puzzle (background with a gap, piece, piece height). Single-use.
import type { Challenge } from '../machines/bot-check-machine';
import { authRequest } from './auth-request';

export const CHALLENGE_PATH = '/wps/verification/challenge';

export function getChallenge(): Promise<Challenge> {
  return authRequest<Challenge>(CHALLENGE_PATH);
}
