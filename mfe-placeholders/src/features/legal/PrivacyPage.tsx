import { LegalDocument } from './LegalDocument';

export function PrivacyPage() {
  return (
    <LegalDocument title="Privacy Policy">
      <p>
        Finance Tracker exists to show you your own money. This policy says what we collect to do that, how we keep it,
        and how you remove it. We do not sell your data and we do not show advertising.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>From Google when you sign in:</strong> your name, email address, whether the email is verified, and an
          identifier for your Google account.
        </li>
        <li>
          <strong>From you:</strong> the first and last name you confirm on your profile, and your display preferences
          (such as the columns of the transactions table).
        </li>
        <li>
          <strong>From your institutions, through Plaid, for the accounts you link:</strong> the institution&apos;s
          name, each account&apos;s name, type, subtype and last four digits, its current and available balances, and
          its transactions (date, amount, merchant, description and category).
        </li>
      </ul>
      <p>
        We never receive your bank username or password: you give them to Plaid in Plaid&apos;s own window. Plaid gives
        us an access token for the connection, which is what lets us refresh your data.
      </p>

      <h2>How we use it</h2>
      <p>
        Only to run the service for you: to show your balances and transactions, keep them up to date, group and
        summarise your spending, and tell you when a connection needs attention.
      </p>

      <h2>How we store and protect it</h2>
      <ul>
        <li>
          Your data is stored in our database and every request is limited to the signed-in person&apos;s own rows.
        </li>
        <li>
          Connection access tokens are encrypted at rest (AES-256-GCM) and are never shown in the app or written to
          logs.
        </li>
        <li>All traffic between your browser, our servers, Google and Plaid is encrypted in transit.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>
        Our service providers only, and only as needed: Amazon Web Services (sign-in and hosting) and Plaid (account
        linking). We disclose data to others only where the law requires it.
      </p>

      <h2>Removing your data</h2>
      <ul>
        <li>
          <strong>Remove an account or institution</strong> on the Accounts page: we disconnect it at Plaid and delete
          its accounts and transactions from our database straight away.
        </li>
        <li>
          <strong>Delete everything:</strong> write to us from your sign-in email and we delete your profile,
          connections and transactions within 30 days, except what the law requires us to keep.
        </li>
        <li>You can also revoke our access from your Google account or your bank&apos;s connected-apps settings.</li>
      </ul>

      <h2>Your rights</h2>
      <p>You may ask for a copy of your data, its correction or its deletion. We answer within 30 days.</p>

      <h2>Changes</h2>
      <p>We will tell you in the app before a change to this policy takes effect.</p>

      <h2>Contact</h2>
      <p>privacy@financetracker.example</p>
    </LegalDocument>
  );
}
