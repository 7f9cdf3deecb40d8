import type { Meta, StoryObj } from '@storybook/react-vite';
import { OtpInput } from 'loginkit/ui/otp';
import { useId, useState } from 'react';
import { fn } from 'storybook/test';

interface PlaygroundProps {
  length: number;
  alphanumeric: boolean;
  invalid: boolean;
  onComplete: (code: string) => void;
}

/** A controlled OtpInput with its label: type or paste a code (spaces and dashes are dropped). */
function Playground({ length, alphanumeric, invalid, onComplete }: PlaygroundProps) {
  const [value, setValue] = useState('');
  const id = useId();
  return (
    <div className="loginkit-field">
      <label className="loginkit-label" htmlFor={id}>
        {alphanumeric ? `${length}-character code` : `${length}-digit code`}
      </label>
      <OtpInput id={id} length={length} alphanumeric={alphanumeric} invalid={invalid} value={value} onChange={setValue} onComplete={onComplete} />
    </div>
  );
}

const meta = {
  title: 'Components/OtpInput',
  component: Playground,
  args: { length: 6, alphanumeric: false, invalid: false, onComplete: fn().mockName('onComplete') },
  argTypes: { length: { control: { type: 'range', min: 6, max: 9 } } },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Numeric: Story = {};
export const Alphanumeric: Story = { args: { alphanumeric: true, length: 8 } };
export const Invalid: Story = { args: { invalid: true } };
