/** How many test files share the story checks (tests/stories/stories<n>.test.tsx): jest runs them side by side. */
export const shardCount = 8;
