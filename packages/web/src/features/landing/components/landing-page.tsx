import { paths } from '@pulse/shared/paths';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BusinessOutcomes } from './business-outcomes';
import { FeatureIcon } from './feature-icon';
import { FEATURES } from './landing-content';
import './landing.css';

// Plain HTML and CSS on purpose: the public page must load fast, so it uses neither MUI nor emotion.
const SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About Us' },
  { id: 'outcomes', label: 'Business Outcomes' },
  { id: 'features', label: 'Features' },
];

export const LandingPage = () => {
  useEffect(() => {
    document.title = 'Pulse: employee time tracking and HR portal';
    // The page arrives after the browser looked for the #section of a deep link, so scroll to it now.
    if (window.location.hash) document.getElementById(window.location.hash.slice(1))?.scrollIntoView();
  }, []);

  return (
    <div className="landing">
      <a className="landing-skip" href="#main">
        Skip to content
      </a>
      <header className="landing-header">
        <nav className="landing-nav" aria-label="Site">
          <a className="landing-brand" href="#home">
            <span className="landing-brand-mark" aria-hidden="true" />
            Pulse
          </a>
          <ul className="landing-nav-links">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.label}</a>
              </li>
            ))}
          </ul>
          <Link className="landing-button landing-button-small" to={paths.login.getHref()}>
            Login
          </Link>
        </nav>
      </header>

      <main id="main" tabIndex={-1}>
        <section id="home" className="landing-hero" aria-labelledby="hero-title">
          <div className="landing-container landing-hero-grid">
            <div>
              <p className="landing-eyebrow">Time tracking and HR, in one portal</p>
              <h1 id="hero-title">Know where every working hour goes</h1>
              <p className="landing-lead">
                Pulse tracks time automatically, shows how work really happens across your teams, and runs the
                HR around it: leaves, attendance, projects, news and payroll.
              </p>
              <div className="landing-hero-actions">
                <Link className="landing-button" to={paths.signUp.getHref()}>
                  Get Started
                </Link>
                <a className="landing-button landing-button-ghost" href="#about">
                  About Pulse
                </a>
              </div>
            </div>
            <figure className="landing-hero-card">
              <figcaption>Today at a glance</figcaption>
              <dl>
                <div>
                  <dt>Worked</dt>
                  <dd>7h 42m</dd>
                </div>
                <div>
                  <dt>Idle</dt>
                  <dd>0h 35m</dd>
                </div>
                <div>
                  <dt>Actual work</dt>
                  <dd>7h 07m</dd>
                </div>
              </dl>
              <div className="landing-meter" aria-hidden="true">
                <span style={{ width: '92%' }} />
              </div>
            </figure>
          </div>
        </section>

        <section id="about" className="landing-section" aria-labelledby="about-title">
          <div className="landing-container landing-about">
            <h2 id="about-title">Who We Are</h2>
            <div>
              <p>
                Pulse is built for organisations that want to understand work, not police it. We bring
                automatic time tracking and everyday HR together, so managers see real effort and employees
                get fair, transparent records of their day.
              </p>
              <p>
                Administrators set up people, shifts, leaves and payroll once; employees apply for leave, mark
                attendance and follow company news from the same place.
              </p>
            </div>
          </div>
        </section>

        <section
          id="features"
          className="landing-section landing-section-tinted"
          aria-labelledby="features-title"
        >
          <div className="landing-container">
            <h2 id="features-title">Make Every Second Count</h2>
            <p className="landing-section-lead">
              Everything you need to measure, bill and improve working time.
            </p>
            <ul className="landing-features">
              {FEATURES.map((feature) => (
                <li key={feature.title} className="landing-feature">
                  <FeatureIcon icon={feature.icon} />
                  <h3>{feature.title}</h3>
                  <p>{feature.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="outcomes" className="landing-section" aria-labelledby="outcomes-title">
          <div className="landing-container">
            <h2 id="outcomes-title">Business Outcomes</h2>
            <p className="landing-section-lead">What teams change once they can see their time.</p>
            <BusinessOutcomes />
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        {/* spec A §2: the copyright footer shows the year 2023. */}
        <p>© 2023 Pulse. All rights reserved.</p>
      </footer>
    </div>
  );
};
