// SPEC §4 "Order mode": ORDER, then RANDOM, then REVERSE, then back to ORDER.

import { ORDER_TYPES } from '@quizdrill/contracts/rules';
import type { OrderType } from '@quizdrill/contracts/types';

export const DEFAULT_ORDER_TYPE: OrderType = 'ORDER';

/** The mode the order button switches to. */
export function nextOrderType(current: OrderType): OrderType {
  return ORDER_TYPES[(ORDER_TYPES.indexOf(current) + 1) % ORDER_TYPES.length] ?? DEFAULT_ORDER_TYPE;
}

export function isOrderType(value: unknown): value is OrderType {
  return ORDER_TYPES.some((orderType) => orderType === value);
}

/** Translation key of each mode's name (sequential, random, reverse). */
export const orderTypeLabelKey = {
  ORDER: 'quiz.order.ORDER',
  RANDOM: 'quiz.order.RANDOM',
  REVERSE: 'quiz.order.REVERSE',
} as const satisfies Record<OrderType, string>;
