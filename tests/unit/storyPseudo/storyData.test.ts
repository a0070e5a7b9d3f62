import { textNotFromMessages, type Piece } from '../../../scripts/storyPseudo';

/**
 * What of a story file is data to the pseudo-locale check (scripts/storyPseudo.ts): what the story
 * hands its widgets as their caller would (args, the JSX it renders) and what its play function
 * types, and nothing else of it; and a story's file is data for its own stories only.
 */
const storyFile = 'tests/unit/storyPseudo/Planted.stories.tsx';
const piece = (text: string, kind: Piece['kind'] = 'text'): Piece => ({ text, kind, where: 'main > p', live: false });

it("takes the story's args, its JSX and what it types for data", () => {
  const pieces = [piece('Rückruf anfordern'), piece('Jetzt anrufen lassen'), piece('Bitte abends zurückrufen')];
  expect(textNotFromMessages(pieces, storyFile)).toEqual([]);
});

it("reports the story's title, its name and the names its play function looks for", () => {
  const pieces = [piece('Rückrufknopf'), piece('Mit getippter Nummer'), piece('Telefonnummer', 'aria-label')];
  expect(textNotFromMessages(pieces, storyFile)).toEqual([
    'text not from a message: "Rückrufknopf" in main > p',
    'text not from a message: "Mit getippter Nummer" in main > p',
    'aria-label not from a message: "Telefonnummer" in main > p',
  ]);
});

it("does not take one story file's text for another's, nor for a page of the app", () => {
  const pieces = [piece('Rückruf anfordern')];
  expect(textNotFromMessages(pieces, 'stories/design-system/Button.stories.tsx')).toHaveLength(1);
  expect(textNotFromMessages(pieces)).toHaveLength(1);
});

it("takes the mock services' data and the site table for data everywhere", () => {
  const pieces = [piece('Kaffeemaschine mit Thermokanne'), piece('Deutschland', 'alt')];
  expect(textNotFromMessages(pieces)).toEqual([]);
});
