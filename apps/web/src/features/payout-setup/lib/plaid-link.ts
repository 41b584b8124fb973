/**
 * Plaid Link on the web (plaid.com/docs/link/web): Plaid's own script draws the bank sign-in and account picker in
 * an iframe and hands back a public token and the chosen account. Loaded only when the live bank-linking provider is
 * configured; the sandbox has its own page.
 */
const LINK_SCRIPT = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

interface PlaidLinkAccount {
  id: string;
}
interface PlaidLinkHandler {
  open(): void;
  destroy(): void;
}
interface PlaidGlobal {
  create(options: {
    token: string;
    onSuccess(publicToken: string, metadata: { accounts: PlaidLinkAccount[] }): void;
    onExit(error: { display_message?: string | null; error_message?: string } | null): void;
  }): PlaidLinkHandler;
}

let loading: Promise<PlaidGlobal> | undefined;

function loadPlaid(): Promise<PlaidGlobal> {
  loading ??= new Promise<PlaidGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = LINK_SCRIPT;
    script.async = true;
    script.onload = () => {
      const plaid = (window as unknown as { Plaid?: PlaidGlobal }).Plaid;
      if (plaid) resolve(plaid);
      else reject(new Error('The bank-linking window could not start. Please try again.'));
    };
    script.onerror = () => {
      loading = undefined; // a later click tries again
      script.remove();
      reject(new Error('The bank-linking window could not be loaded. Check your connection and try again.'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Plaid Link with a link token from our server. Resolves to the public token and the account the user chose,
 * or to undefined when the user closes Link; rejects with Plaid's message when Link ends in an error.
 */
export async function openPlaidLink(linkToken: string): Promise<{ publicToken: string; accountId: string } | undefined> {
  const plaid = await loadPlaid();
  return new Promise((resolve, reject) => {
    const handler = plaid.create({
      token: linkToken,
      onSuccess(publicToken, metadata) {
        handler.destroy();
        const account = metadata.accounts[0];
        if (account) resolve({ publicToken, accountId: account.id });
        else reject(new Error('Choose an account to link.'));
      },
      onExit(error) {
        handler.destroy();
        if (error) reject(new Error(error.display_message || error.error_message || 'Bank linking did not finish. Please try again.'));
        else resolve(undefined);
      },
    });
    handler.open();
  });
}
