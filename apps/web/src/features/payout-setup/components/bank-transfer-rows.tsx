import { Button, Popconfirm } from 'antd';
import { useNavigate } from 'react-router';
import { PAYMENTS_MSG } from '@homebid/shared/constants/payments';
import { type PaymentSetup } from '@homebid/shared/schemas/payments';
import { WEB_PATHS, webPath } from '@homebid/shared/web-paths';
import { useCreateBankLinkToken, useLinkBank, useRemoveBank } from '../api/payment-setup';
import { openPlaidLink } from '../lib/plaid-link';
import { SetupRow } from './setup-row';
import { useToasts } from '../../../components/toasts/toasts';

const STATUS_WORDS: Record<string, string> = {
  verified: 'Verified',
  retry: 'More details needed',
  document: 'Document needed',
  suspended: 'Suspended',
  deactivated: 'Deactivated',
  unverified: 'Not verified',
};

/** The bank-transfer account (personal verified customer) and its linked bank: create, link, replace, remove. */
export function BankTransferRows({ setup }: { setup: PaymentSetup }) {
  const { message } = useToasts();
  const navigate = useNavigate();
  const linkToken = useCreateBankLinkToken();
  const remove = useRemoveBank();
  const linkBank = useLinkBank();
  const { hasCustomer, customerStatus, bank } = setup.ach;
  const verified = customerStatus === 'verified';

  // the spec's four steps: link token (server), the provider's page (public token), exchange and processor token
  // and funding source (server, in POST /payments/bank)
  const onLink = async () => {
    try {
      const { linkToken: token, sandbox } = await linkToken.mutateAsync();
      if (sandbox) return navigate(webPath(WEB_PATHS.sandboxBankLink, { link_token: token }));
      const chosen = await openPlaidLink(token);
      if (!chosen) return;
      await linkBank.mutateAsync(chosen);
      void message.success('Bank account linked.');
    } catch (error) {
      void message.error((error as Error).message);
    }
  };
  const onRemove = () =>
    remove.mutateAsync().then(
      () => void message.success('Bank account removed.'),
      (error: Error) => void message.error(error.message),
    );

  return (
    <>
      <SetupRow
        testId="ach-customer"
        title="Bank-transfer account"
        ready={hasCustomer && verified}
        status={hasCustomer ? (STATUS_WORDS[customerStatus ?? ''] ?? customerStatus ?? '') : 'Not set up'}
        detail={hasCustomer ? (verified ? 'Your personal verified customer account is active.' : 'The bank-transfer provider needs more from you before transfers can run.') : 'A personal verified customer account, needed for bank transfers.'}
        actions={
          !hasCustomer && (
            <Button type="primary" onClick={() => navigate(WEB_PATHS.createCustomer)}>
              {PAYMENTS_MSG.createCustomerTitle}
            </Button>
          )
        }
      />
      <SetupRow
        testId="bank-account"
        title="Bank account"
        ready={Boolean(bank)}
        status={bank ? 'Linked' : 'Not linked'}
        detail={bank ? <span data-testid="linked-bank">{`${bank.bankName} ending in ${bank.mask}`}</span> : hasCustomer ? 'Link the bank account transfers use.' : 'Create the bank-transfer account first.'}
        actions={
          hasCustomer &&
          (bank ? (
            <>
              <Button loading={linkToken.isPending} onClick={onLink}>
                Replace Bank Account
              </Button>
              <Popconfirm title="Remove this bank account?" okText="Remove" cancelText="Cancel" onConfirm={onRemove}>
                <Button danger loading={remove.isPending}>
                  Remove Bank Account
                </Button>
              </Popconfirm>
            </>
          ) : (
            <Button type="primary" loading={linkToken.isPending} onClick={onLink}>
              Link Bank Account
            </Button>
          ))
        }
      />
    </>
  );
}
