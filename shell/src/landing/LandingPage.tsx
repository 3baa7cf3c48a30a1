import { Link } from 'react-router';
import styled from 'styled-components';
import { RemoteRoot, SessionProblemAlert, touchHeight } from '@finance/shared';
import { Logo, PRODUCT_NAME, ProductIcon } from '../layout/Logo';
import { SkipLink } from '../layout/SkipLink';
import { Spacer, TopBar } from '../layout/TopBar';
import { FeatureIcon } from './FeatureIcon';
import { FEATURES } from './features';

const ButtonLink = styled(Link)<{ $large?: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme, $large }) => ($large ? `${theme.space.md} ${theme.space.xl}` : `${theme.space.sm} ${theme.space.md}`)};
  font-weight: 600;
  font-size: ${({ theme, $large }) => ($large ? theme.font.size.large : theme.font.size.body)};
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
  ${touchHeight}

  &:hover { background: ${({ theme }) => theme.colors.primaryHover}; }
`;

const Hero = styled.section`
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;
  background: linear-gradient(180deg, #eff6ff 0%, ${({ theme }) => theme.colors.background} 100%);
`;

const Brand = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.large};
  font-weight: 700;
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.hero};
  line-height: 1.15;
`;

const Tagline = styled.p`
  max-width: 36rem;
  margin: 0 auto ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.large};
`;

const Features = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};

  h2 { text-align: center; margin: 0 0 ${({ theme }) => theme.space.xl}; }
`;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h3 { margin: ${({ theme }) => theme.space.sm} 0; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; }
`;

/** At the top of the hero, as wide as its text: the first thing a person who was just signed out reads. */
const ProblemAlert = styled(SessionProblemAlert)`
  max-width: 40rem;
  margin: 0 auto ${({ theme }) => theme.space.xl};
`;

/** What a signed-out visitor sees at /, told why when their session could not be read. */
export function LandingPage() {
  return (
    <RemoteRoot app="shell">
      <SkipLink />
      <TopBar>
        <Logo />
        <Spacer />
        <ButtonLink to="/signin">Sign In</ButtonLink>
      </TopBar>
      <main id="main" tabIndex={-1}>
        <Hero aria-labelledby="landing-title">
          <ProblemAlert />
          <Brand>
            <ProductIcon size={48} />
            {PRODUCT_NAME}
          </Brand>
          <Heading id="landing-title">Your money, all in one place</Heading>
          <Tagline>Take Control of Your Finances</Tagline>
          <ButtonLink to="/signup" $large>
            Sign Up for Free
          </ButtonLink>
        </Hero>
        <Features aria-labelledby="features-title">
          <h2 id="features-title">Smart Financial Management</h2>
          <Cards>
            {FEATURES.map((feature) => (
              <Card key={feature.title}>
                <FeatureIcon name={feature.icon} />
                <h3>{feature.title}</h3>
                <p>{feature.text}</p>
              </Card>
            ))}
          </Cards>
        </Features>
      </main>
    </RemoteRoot>
  );
}
