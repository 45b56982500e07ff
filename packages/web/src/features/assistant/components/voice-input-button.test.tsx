import { assistantPulseTexts } from '@pulse/shared/spec-texts';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { MessageComposer } from './message-composer';

// The browser's speech recognition, driven by the test.
class FakeRecognition {
  static latest: FakeRecognition | undefined;
  lang = '';
  interimResults = false;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn(() => this.onend?.());
  abort = vi.fn();
  constructor() {
    FakeRecognition.latest = this;
  }
  hear(...pieces: string[]) {
    act(() => this.onresult?.({ results: pieces.map((transcript) => [{ transcript }]) }));
  }
}

const Composer = () => {
  const [value, setValue] = useState('Please tell me');
  return (
    <MessageComposer
      value={value}
      onChange={setValue}
      onSend={vi.fn()}
      error={null}
      canSend
      inputRef={null}
    />
  );
};

const textBox = () =>
  screen.getByRole('textbox', { name: assistantPulseTexts.messageLabel }) as HTMLTextAreaElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VoiceInputButton', () => {
  it('is absent where the browser has no speech recognition', () => {
    renderWithProviders(<Composer />);
    expect(screen.queryByRole('button', { name: assistantPulseTexts.voice })).toBeNull();
    expect(screen.getByRole('button', { name: assistantPulseTexts.send })).toBeDefined();
  });

  it('fills the text box from speech, after what was typed, until it is stopped', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const { user } = renderWithProviders(<Composer />);
    await user.click(screen.getByRole('button', { name: assistantPulseTexts.voice }));
    const recognition = FakeRecognition.latest;
    expect(recognition?.start).toHaveBeenCalled();
    expect(recognition?.interimResults).toBe(true);

    recognition?.hear('my leave');
    expect(textBox().value).toBe('Please tell me my leave');
    recognition?.hear('my leave', ' balance');
    expect(textBox().value).toBe('Please tell me my leave balance');

    await user.click(screen.getByRole('button', { name: assistantPulseTexts.voiceStop }));
    expect(recognition?.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: assistantPulseTexts.voice })).toBeDefined();
  });
});
