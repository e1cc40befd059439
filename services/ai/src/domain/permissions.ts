// Who may use the AI features (a pure rule; the routes, the job runner and the explainer apply it).
import { AppError, type Caller } from '@quizdrill/service-kit';

/**
 * Explanations, text-to-quiz, regeneration and photo-to-quiz: premium members, educators and admins. SPEC.md §1
 * names educators among those who generate questions from text and photos (DESIGN.md "Product decisions"); §6's
 * premium-required page is for free users only.
 */
export function canUseAi(caller: Caller): boolean {
  return (
    caller.isPremium ||
    caller.role === 'ROLE_PREMIUM' ||
    caller.role === 'ROLE_EDUCATOR' ||
    caller.role === 'ROLE_ADMIN'
  );
}

export function requireAiAccess(caller: Caller): void {
  if (!canUseAi(caller))
    throw AppError.forbidden('AI features are for premium members, educators and admins');
}
