import type { Meta, StoryObj } from '@storybook/react-vite';
import { OtpInput } from 'loginkit/ui/otp';
import { useState } from 'react';
import { fn } from 'storybook/test';

// The docs page of `OtpInput` (loginkit/ui): its description and props come from its own comments and types.
const meta = {
  title: 'Reference/OtpInput',
  component: OtpInput,
  tags: ['autodocs'],
  args: { id: 'reference-otp', length: 6, alphanumeric: false, invalid: false, value: '', onChange: fn().mockName('onChange'), onComplete: fn().mockName('onComplete') },
  // Controlled: the story keeps the value, so typing shows; `onChange` still logs each change.
  render: function ControlledOtpInput(args) {
    const [value, setValue] = useState(args.value);
    return (
      <div className="loginkit-field">
        <label className="loginkit-label" htmlFor={args.id}>
          {args.length}-{args.alphanumeric ? 'character' : 'digit'} code
        </label>
        <OtpInput
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
