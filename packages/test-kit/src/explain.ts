// One wrong answer to explain, as POST /api/v2/explain takes it, for the tests of the ai service and of the system.

/** Which city is Sweden's capital: A Göteborg, B Stockholm (right). */
export const CAPITAL_QUESTION = {
  questionText: 'Vilken stad är Sveriges huvudstad?',
  options: [
    { optionLabel: 'A', optionText: 'Göteborg' },
    { optionLabel: 'B', optionText: 'Stockholm' },
  ],
  correctOption: 'B',
};

/** A student who chose Göteborg asks why, in Swedish; a test adds `aiModel` to ask a given provider. */
export const WRONG_CAPITAL_ANSWER = { question: CAPITAL_QUESTION, selectedOption: 'A', language: 'sv' };
