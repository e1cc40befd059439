// What the SDK providers say to the model, in the language the user works in. The JSON shapes named here are the
// ones structured-output.ts validates; the user's text is fenced so it reads as material, not as instructions.
import type { Language } from '@quizdrill/contracts';
import type { ExplainInput, GenerateInput, RegenerateOptionsInput } from './provider.js';

export interface Prompt {
  system: string;
  user: string;
}

const QUESTIONS_SHAPE =
  '{"questions":[{"kind":"single","questionText":"…","options":[{"optionText":"…","isCorrect":true},' +
  '{"optionText":"…","isCorrect":false},{"optionText":"…","isCorrect":false},{"optionText":"…","isCorrect":false}],' +
  '"isTrue":false,"answers":[],"value":0,"tolerance":0}]}';
const OPTIONS_SHAPE =
  '{"options":[{"optionText":"…","isCorrect":false},{"optionText":"…","isCorrect":true},' +
  '{"optionText":"…","isCorrect":false},{"optionText":"…","isCorrect":false}]}';

const fenced = (tag: string, text: string) => `<${tag}>\n${text.trim()}\n</${tag}>`;

const TEXTS = {
  sv: {
    generateSystem: [
      'Du skriver flervalsfrågor till en quizapp utifrån en text som användaren ger dig.',
      'Regler:',
      '- Bygg varje fråga enbart på det som står i texten; lägg inte till egen kunskap.',
      '- Välj för varje fråga den typ (kind) som passar bäst; de flesta är "single".',
      '- "single": exakt 4 alternativ i options, exakt ett rätt. De tre andra är rimliga men fel enligt texten.',
      '- "multiple": exakt 4 alternativ i options, ett eller flera rätt (isCorrect true för alla rätta).',
      '- "truefalse": questionText är ett påstående; isTrue säger om det är sant. options är tom.',
      '- "short": svaret är ett ord eller ett kort uttryck ur texten; answers håller de godtagna svaren. options är tom.',
      '- "numeric": svaret är ett tal ur texten; value är talet och tolerance hur långt ifrån ett svar får vara. options är tom.',
      '- Fält som inte hör till frågans typ lämnas tomma: [], false eller 0.',
      '- Variera var det rätta alternativet står.',
      '- Varje fråga handlar om en egen del av texten.',
      '- Skriv frågor och alternativ på svenska. Sätt inga bokstäver eller siffror före alternativen; appen märker dem själv.',
      `- Svara endast med JSON, utan annan text, i den här formen: ${QUESTIONS_SHAPE}`,
    ],
    generate: (count: number, text: string) =>
      `Skriv högst ${count} ${count === 1 ? 'fråga' : 'frågor'} om den här texten:\n${fenced('text', text)}`,
    replace: (question: string, options: string, text: string) =>
      'Skriv 1 ny fråga om samma del av texten som frågan nedan, men ställd på ett annat sätt och med nya alternativ.\n' +
      `Frågan: ${question}\n${options ? `Dess alternativ: ${options}\n` : ''}${fenced('text', text)}`,
    optionsSystem: [
      'Du skriver svarsalternativ till en flervalsfråga i en quizapp.',
      'Regler:',
      '- Skriv exakt 4 alternativ på svenska, och exakt ett av dem är rätt. De tre andra är rimliga men fel.',
      '- Finns en källtext bygger det rätta svaret enbart på den, och det svar texten stöder behålls.',
      '- Sätt inga bokstäver eller siffror före alternativen; appen märker dem själv.',
      `- Svara endast med JSON, utan annan text, i den här formen: ${OPTIONS_SHAPE}`,
    ],
    options: (question: string, source?: string) =>
      `Frågan: ${question}${source ? `\nKälltexten:\n${fenced('text', source)}` : ''}`,
    explainSystem: [
      'Du förklarar svaret på en flervalsfråga för en elev i en quizapp.',
      'Skriv på svenska, 2–4 korta meningar i ren text (ingen markdown).',
      'Nämn det rätta alternativet med bokstav och text och säg varför det stämmer.',
      'Har eleven valt ett annat alternativ, säg kort varför det är fel.',
      'Finns lärarens förklaring eller kommentar, bygg på den.',
    ],
    context: {
      kind: 'Frågetyp',
      kinds: {
        single: 'flerval, ett rätt svar',
        multiple: 'flerval, alla rätta ska kryssas',
        truefalse: 'sant eller falskt',
        short: 'kort svar som eleven skriver',
        numeric: 'ett tal som eleven skriver',
        matching: 'para ihop: ett alternativ för varje led, i ordning',
      },
      prompts: 'Leden att para ihop',
      explanation: 'Lärarens förklaring',
      feedback: 'Lärarens kommentar till elevens svar',
    },
    explain: (question: string, options: string, correct: string | undefined, selected: string) =>
      `Frågan: ${question}\nAlternativ:\n${options}\n` +
      (correct
        ? `Rätt alternativ: ${correct}\n`
        : 'Rätt alternativ anges inte; avgör det utifrån frågan.\n') +
      `Eleven valde: ${selected}`,
    repair: (problems: string[], json: boolean) =>
      `Ditt svar gick inte att använda:\n${problems.map((problem) => `- ${problem}`).join('\n')}\n` +
      `Svara igen, ${json ? 'endast med JSON i samma form' : 'i ren text'}, där de här felen är rättade.`,
  },
  en: {
    generateSystem: [
      'You write multiple-choice questions for a quiz app from a text the user gives you.',
      'Rules:',
      '- Base every question only on what the text says; do not add knowledge of your own.',
      '- Choose for each question the kind that suits it best; most are "single".',
      '- "single": exactly 4 options, exactly one correct. The other three are plausible but wrong according to the text.',
      '- "multiple": exactly 4 options, one or more correct (isCorrect true for every correct one).',
      '- "truefalse": questionText is a statement; isTrue says whether it is true. options is empty.',
      '- "short": the answer is a word or short phrase from the text; answers holds the accepted answers. options is empty.',
      '- "numeric": the answer is a number from the text; value is the number and tolerance how far off an answer may be. options is empty.',
      '- Fields that do not belong to the kind are left empty: [], false or 0.',
      '- Vary where the correct option stands.',
      '- Each question is about its own part of the text.',
      '- Write the questions and options in English. Do not put letters or numbers before the options; the app labels them.',
      `- Reply with JSON only, no other text, in this form: ${QUESTIONS_SHAPE}`,
    ],
    generate: (count: number, text: string) =>
      `Write at most ${count} ${count === 1 ? 'question' : 'questions'} about this text:\n${fenced('text', text)}`,
    replace: (question: string, options: string, text: string) =>
      'Write 1 new question on the same part of the text as the question below, asked another way and with new options.\n' +
      `The question: ${question}\n${options ? `Its options: ${options}\n` : ''}${fenced('text', text)}`,
    optionsSystem: [
      'You write the answer options of a multiple-choice question in a quiz app.',
      'Rules:',
      '- Write exactly 4 options in English, and exactly one of them is correct. The other three are plausible but wrong.',
      '- If a source text is given, base the correct option only on it, and keep the answer it supports.',
      '- Do not put letters or numbers before the options; the app labels them.',
      `- Reply with JSON only, no other text, in this form: ${OPTIONS_SHAPE}`,
    ],
    options: (question: string, source?: string) =>
      `The question: ${question}${source ? `\nThe source text:\n${fenced('text', source)}` : ''}`,
    explainSystem: [
      'You explain the answer to a multiple-choice question to a student in a quiz app.',
      'Write in English, 2–4 short sentences of plain text (no markdown).',
      'Name the correct option by its letter and text and say why it is right.',
      'If the student chose another option, say briefly why that one is wrong.',
      "If the teacher's explanation or feedback is given, build on it.",
    ],
    context: {
      kind: 'Question type',
      kinds: {
        single: 'multiple choice, one right',
        multiple: 'multiple choice, tick every right one',
        truefalse: 'true or false',
        short: 'a short answer the student types',
        numeric: 'a number the student types',
        matching: 'matching: one option for each item, in order',
      },
      prompts: 'The items to match',
      explanation: "The teacher's explanation",
      feedback: "The teacher's feedback on the student's answer",
    },
    explain: (question: string, options: string, correct: string | undefined, selected: string) =>
      `The question: ${question}\nOptions:\n${options}\n` +
      (correct
        ? `Correct option: ${correct}\n`
        : 'The correct option is not given; work it out from the question.\n') +
      `The student chose: ${selected}`,
    repair: (problems: string[], json: boolean) =>
      `Your reply could not be used:\n${problems.map((problem) => `- ${problem}`).join('\n')}\n` +
      `Reply again, ${json ? 'with JSON only in the same form' : 'in plain text'}, with these problems fixed.`,
  },
} satisfies Record<Language, unknown>;

export function generatePrompt(input: GenerateInput): Prompt {
  const texts = TEXTS[input.language];
  const system = texts.generateSystem.join('\n');
  if (!input.original) return { system, user: texts.generate(input.count, input.text) };
  const options = (input.original.options ?? []).map((option) => option.optionText).join(' | ');
  return { system, user: texts.replace(input.original.questionText, options, input.text) };
}

export function regenerateOptionsPrompt(input: RegenerateOptionsInput): Prompt {
  const texts = TEXTS[input.language];
  const source = input.sourceText?.trim() ? input.sourceText : undefined;
  return { system: texts.optionsSystem.join('\n'), user: texts.options(input.questionText, source) };
}

export function explainPrompt(input: ExplainInput): Prompt {
  const texts = TEXTS[input.language];
  const options = input.options.map((option) => `${option.optionLabel}: ${option.optionText}`).join('\n');
  return {
    system: texts.explainSystem.join('\n'),
    user: [
      texts.explain(input.questionText, options, input.correctOption, input.selectedOption),
      ...explainContext(input),
    ].join('\n'),
  };
}

/**
 * What the question's kind and its teacher add to the explanation prompt (issue 43): the kind (but single choice,
 * which the prompt already speaks of), a matching question's items, the teacher's explanation and feedback.
 */
function explainContext(input: ExplainInput): string[] {
  const { context } = TEXTS[input.language];
  const lines: string[] = [];
  if (input.kind && input.kind !== 'single') lines.push(`${context.kind}: ${context.kinds[input.kind]}`);
  if (input.prompts?.length) {
    lines.push(`${context.prompts}:`, ...input.prompts.map((prompt, index) => `${index + 1}. ${prompt}`));
  }
  if (input.explanation?.trim()) lines.push(`${context.explanation}: ${input.explanation.trim()}`);
  const feedback = input.feedback?.filter((text) => text.trim() !== '') ?? [];
  if (feedback.length > 0) lines.push(`${context.feedback}: ${feedback.join(' ')}`);
  return lines;
}

/** The follow-up that asks for the reply again, naming what was wrong with it. */
export function repairPrompt(language: Language, problems: string[], json: boolean): string {
  return TEXTS[language].repair(problems, json);
}
