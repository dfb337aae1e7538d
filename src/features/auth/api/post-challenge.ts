// POST /wps/verification/challenge: the dragged position; a single-use challengeToken when it fits the gap.
import type { ChallengeAnswer } from '../machines/bot-check-machine';
import { authRequest } from './auth-request';
import { CHALLENGE_PATH } from './get-challenge';

export function postChallenge(answer: ChallengeAnswer): Promise<{ challengeToken: string }> {
  return authRequest<{ challengeToken: string }>(CHALLENGE_PATH, { method: 'POST', body: answer });
}
