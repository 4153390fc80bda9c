import { describe, expect, it } from 'vitest';
import { engineNotes } from './engine-notes';

describe("what the result says about the engine", () => {
  it('says nothing when the configured engine answered', () => {
    expect(engineNotes({ name: 'built-in' })).toEqual({ fallback: null, refused: [] });
    expect(engineNotes({ name: 'gpt-test' }, ["Kept the summary as it was: the AI's version uses the stock phrase \"results-driven\"."]).fallback).toBeNull();
  });

  it('tells a model that answered but whose every change was refused from one that gave nothing usable', () => {
    const refused = ['Kept "Designed PostgreSQL schemas and cut …" as it was: the AI\'s version drops the number 40.'];
    expect(engineNotes({ name: 'built-in', fallbackReason: 'invalid-output' }, refused)).toEqual({
      fallback: "None of the AI model's changes passed our checks, so the built-in engine tailored your resume.",
      refused,
    });
    expect(engineNotes({ name: 'built-in', fallbackReason: 'invalid-output' }).fallback).toBe(
      "The AI model's answer could not be used, so the built-in engine tailored your resume.",
    );
    expect(engineNotes({ name: 'built-in', fallbackReason: 'timeout' }).fallback).toBe("The AI model didn't answer in time, so the built-in engine tailored your resume.");
  });
});
