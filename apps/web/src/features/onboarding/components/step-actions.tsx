import { Button, Flex } from 'antd';

export interface StepNavigation {
  isFirst: boolean;
  isLast: boolean;
  onPrevious: () => void;
  /** Moves to the next step. */
  onNext: () => void;
  /** Ends onboarding (marks it complete) and leaves for the home screen. */
  onFinish: () => void;
  isFinishing: boolean;
}

interface StepActionsProps {
  isFirst: boolean;
  isLast: boolean;
  onPrevious: () => void;
  onSkip?: () => void;
  /** Next (or 'Save' on the last step) submits the step's form when `submit` is set, else calls onPrimary. */
  onPrimary?: () => void;
  submit?: boolean;
  isBusy?: boolean;
}

/** Previous / Skip / Next (the last step's button reads 'Save') under every wizard step. */
export function StepActions({ isFirst, isLast, onPrevious, onSkip, onPrimary, submit, isBusy }: StepActionsProps) {
  return (
    <Flex gap={8} justify="space-between" wrap style={{ marginTop: 24 }}>
      <Button onClick={onPrevious} disabled={isFirst || isBusy}>
        Previous
      </Button>
      <Flex gap={8}>
        {onSkip && (
          <Button type="text" onClick={onSkip} disabled={isBusy}>
            Skip
          </Button>
        )}
        <Button type="primary" htmlType={submit ? 'submit' : 'button'} onClick={submit ? undefined : onPrimary} loading={isBusy}>
          {isLast ? 'Save' : 'Next'}
        </Button>
      </Flex>
    </Flex>
  );
}
