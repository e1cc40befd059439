// SPEC §4 "Order mode": ORDER, then RANDOM, then REVERSE, then back to ORDER. REVIEW and MISTAKES (issue 15) are
// started from the course page and never on the button.

import { isMemoryOrder, ORDER_CYCLE, ORDER_TYPES } from '@quizdrill/contracts/rules';
import type { OrderType } from '@quizdrill/contracts/types';

export const DEFAULT_ORDER_TYPE: OrderType = 'ORDER';

/** The mode the order button switches to. */
export function nextOrderType(current: OrderType): OrderType {
  if (isMemoryOrder(current)) return DEFAULT_ORDER_TYPE;
  return ORDER_CYCLE[(ORDER_CYCLE.indexOf(current) + 1) % ORDER_CYCLE.length] ?? DEFAULT_ORDER_TYPE;
}

/** Whether the session's order is on the order button (REVIEW and MISTAKES hide it). */
export function hasOrderButton(orderType: OrderType): boolean {
  return !isMemoryOrder(orderType);
}

export function isOrderType(value: unknown): value is OrderType {
  return ORDER_TYPES.some((orderType) => orderType === value);
}

/** Translation key of each mode's name (sequential, random, reverse). */
export const orderTypeLabelKey = {
  ORDER: 'quiz.order.ORDER',
  RANDOM: 'quiz.order.RANDOM',
  REVERSE: 'quiz.order.REVERSE',
  REVIEW: 'quiz.order.REVIEW',
  MISTAKES: 'quiz.order.MISTAKES',
} as const satisfies Record<OrderType, string>;
