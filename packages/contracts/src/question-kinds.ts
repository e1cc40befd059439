// The schemas of a question's kind and answer key (issue 43), shared by content's requests and responses, the
// `content.question.upserted` event and what content answers other services. The rules are ./rules/kinds.ts.
import { Type } from '@sinclair/typebox';
import {
  FEEDBACK_MAX_LENGTH,
  FULL_CREDIT,
  MATCHING_TEXT_MAX_LENGTH,
  MAX_MATCHING_ITEMS,
  MAX_NUMERIC_RANGES,
  MAX_SHORT_ANSWERS,
  QUESTION_KINDS,
  SHORT_ANSWER_MAX_LENGTH,
} from './rules/kinds.js';

export const QuestionKindSchema = Type.Union(
  QUESTION_KINDS.map((kind) => Type.Literal(kind)),
  {
    description:
      'single: one right option (SPEC). multiple: one or more right options, the student ticks all that apply. ' +
      'truefalse: options A (true) and B (false). short: a typed answer matched against `answers`. numeric: a ' +
      'typed number matched against `ranges`. matching: a right item picked for each left item of `pairs`.',
  },
);

export const Feedback = Type.Union([Type.String({ maxLength: FEEDBACK_MAX_LENGTH }), Type.Null()], {
  description: "The teacher's feedback, shown after answering to a student who chose this; null for none",
});

const Credit = Type.Integer({
  minimum: 0,
  maximum: FULL_CREDIT,
  description:
    'Percent of full credit this earns (100 is fully right; 0 with feedback comments a known wrong answer)',
});

export const ShortAnswerSchema = Type.Object(
  {
    text: Type.String({
      minLength: 1,
      maxLength: SHORT_ANSWER_MAX_LENGTH,
      description: 'An accepted answer; `*` stands for any run of characters, `\\*` for a star',
    }),
    credit: Credit,
    feedback: Type.Optional(Feedback),
  },
  { additionalProperties: false },
);

export const NumericRangeSchema = Type.Object(
  {
    value: Type.Number({ description: 'The value accepted' }),
    tolerance: Type.Number({
      minimum: 0,
      description: 'How far from `value` an answer may be, both ends included',
    }),
    credit: Credit,
    feedback: Type.Optional(Feedback),
  },
  { additionalProperties: false },
);

export const MatchingPairSchema = Type.Object(
  {
    left: Type.String({
      maxLength: MATCHING_TEXT_MAX_LENGTH,
      description: 'The item asked about; empty for an extra right item that matches nothing',
    }),
    right: Type.String({ minLength: 1, maxLength: MATCHING_TEXT_MAX_LENGTH, description: 'Its match' }),
  },
  { additionalProperties: false },
);

/** The answer key of the kinds that have no options: spread into a question's schema. */
export const AnswerKeyProperties = {
  answers: Type.Optional(
    Type.Array(ShortAnswerSchema, {
      maxItems: MAX_SHORT_ANSWERS,
      description: 'short: the accepted answers',
    }),
  ),
  lenient: Type.Optional(
    Type.Boolean({
      description:
        'short: also accept an answer without accents and with one typo in each word of 5 letters or more',
    }),
  ),
  ranges: Type.Optional(
    Type.Array(NumericRangeSchema, {
      maxItems: MAX_NUMERIC_RANGES,
      description: 'numeric: the accepted values',
    }),
  ),
  pairs: Type.Optional(
    Type.Array(MatchingPairSchema, {
      maxItems: MAX_MATCHING_ITEMS,
      description: 'matching: the pairs, in the order the left items are asked',
    }),
  ),
};
