// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '../../../components/ui/test-utils';
import { FIXTURES } from '../fixtures';
import { StratumDoctor } from './StratumDoctor';

afterEach(cleanup);

function paste(text: string): void {
  fireEvent.change(screen.getByLabelText('Miner log, config file or command line'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Check' }));
}

const trex = FIXTURES.trex!;

describe('the stratum doctor', () => {
  it('says the log stays in the browser, and labels the text area and the file picker', () => {
    renderWithIntl(<StratumDoctor id="doctor" />);
    expect(screen.getByTestId('doctor-privacy').textContent).toContain('nothing is sent');
    expect(screen.getByLabelText('Miner log, config file or command line').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Or open a log file').getAttribute('type')).toBe('file');
  });

  it('lists a finding with its heading, fix, corrected line, help article and id, and focuses the report', async () => {
    renderWithIntl(<StratumDoctor id="doctor" />);
    paste(`${trex.banner}\n${trex.lines['port-blocked']}`);
    const item = await screen.findByTestId('doctor-finding');
    expect(item.getAttribute('data-finding')).toBe('port-blocked');
    expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe('Port 9200 seems blocked');
    expect(within(item).getByTestId('doctor-corrected').textContent).toContain('stratum+ssl://kawpow.eu-west.hashvale.example:443');
    expect(within(item).getByRole('link', { name: 'Read the help article' }).getAttribute('href')).toBe('/support/mining-help/stratum/what-is-stratum');
    expect(within(item).getByText('port-blocked').tagName).toBe('CODE');
    expect(screen.getByTestId('doctor-summary').textContent).toBe('1 problem found Read as a T-Rex log.');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Findings'));
  });

  it('says no problem was found in a clean log', async () => {
    renderWithIntl(<StratumDoctor id="doctor" />);
    paste(`${trex.banner}\n${trex.clean}`);
    expect((await screen.findByTestId('doctor-none')).textContent).toBe('No problem found');
    expect(screen.queryByTestId('doctor-finding')).toBeNull();
  });

  it('asks for a paste when there is none', async () => {
    renderWithIntl(<StratumDoctor id="doctor" />);
    paste('   ');
    const problem = await screen.findByRole('alert');
    expect(problem.getAttribute('data-problem')).toBe('empty');
    expect(problem.textContent).toContain('Paste a log');
  });

  it('reads a file the visitor opens', async () => {
    renderWithIntl(<StratumDoctor id="doctor" />);
    const file = new File([`${trex.banner}\n${trex.lines['tls-certificate']}`], 't-rex.log', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Or open a log file'), { target: { files: [file] } });
    expect((await screen.findByTestId('doctor-finding')).getAttribute('data-finding')).toBe('tls-certificate');
  });
});
