import { LegalDocument } from './LegalDocument';

export function TermsPage() {
  return (
    <LegalDocument title="Terms of Use">
      <p>
        These terms govern your use of Finance Tracker, a personal finance service that shows your balances and
        transactions from the accounts you choose to link. By creating an account you agree to them.
      </p>

      <h2>Your account</h2>
      <p>
        You sign in with your Google account. You must be at least 18 years old and use the service only for your own
        finances. Keep your Google account secure: anyone who can sign in to it can see your financial information here.
      </p>

      <h2>Linking financial accounts</h2>
      <p>
        Accounts are linked through Plaid, our bank-linking provider. When you link an account you authorise us, through
        Plaid, to read its name, type, balances and transactions on your behalf. You enter your bank credentials in
        Plaid&apos;s window; we never see or store them. You can remove a linked institution or account at any time from
        the Accounts page.
      </p>

      <h2>Information, not advice</h2>
      <p>
        The balances, categories and summaries we show come from your institutions and may be delayed, incomplete or
        categorised imperfectly. Always rely on your institution&apos;s own statements for exact figures. Nothing in the
        service is financial, tax or investment advice.
      </p>

      <h2>Acceptable use</h2>
      <ul>
        <li>Do not link accounts that you are not authorised to access.</li>
        <li>Do not try to read other people&apos;s data, probe or disrupt the service, or use it to break the law.</li>
        <li>Do not copy, resell or build a competing service from it.</li>
      </ul>

      <h2>Availability and changes</h2>
      <p>
        We work to keep the service available and your connections up to date, but we do not promise that it will be
        uninterrupted. We may change features; features marked &quot;coming soon&quot; are not yet offered. If we change
        these terms in a way that matters, we will tell you in the app before the change takes effect.
      </p>

      <h2>Ending your use</h2>
      <p>
        You may stop using the service at any time and ask us to delete your account. We may suspend an account that
        breaks these terms. Deleting your account removes your linked connections and the data we hold about them, as
        our Privacy Policy describes.
      </p>

      <h2>Liability</h2>
      <p>
        To the extent the law allows, the service is provided &quot;as is&quot; and we are not liable for indirect or
        consequential losses, or for decisions you make based on the information shown. Nothing in these terms limits
        rights you have under consumer protection law.
      </p>

      <h2>Contact</h2>
      <p>Questions about these terms: support@financetracker.example.</p>
    </LegalDocument>
  );
}
