/**
 * Shown in place of the page when the app's own code does not arrive (main.tsx): drawn without
 * MUI or the theme, whose code is what failed to load.
 */
// The theme's primary button, written out: the theme is part of the code that did not load.
const buttonStyle = {
  font: 'inherit',
  fontWeight: 600,
  color: '#fff',
  background: '#2e5e4e',
  border: 0,
  borderRadius: 10,
  padding: '6px 16px',
  cursor: 'pointer',
};

export function AppLoadFailed() {
  return (
    <div role="alert" style={{ margin: '32px 16px', font: '1rem/1.5 system-ui, sans-serif' }}>
      <p style={{ margin: '0 0 12px' }}>The site could not be loaded.</p>
      <button type="button" onClick={() => window.location.reload()} style={buttonStyle}>
        Try again
      </button>
    </div>
  );
}
