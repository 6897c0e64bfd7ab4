/** What the doctor found: why a paste could not be read, notes on it, and the findings or "no problem found". */
import type { Ref } from 'react';
import { FormattedMessage } from '../../../lib/intl';
import type { Diagnosis } from '../diagnose';
import { MINER_NAMES } from '../miners';
import { DoctorFinding } from './DoctorFinding';

const PROBLEMS = { empty: 'stratumDoctor.problem.empty', binary: 'stratumDoctor.problem.binary' } as const;
const NOTES = { truncated: 'stratumDoctor.note.truncated', 'foreign-language': 'stratumDoctor.note.foreignLanguage' } as const;

export function DoctorReport({ diagnosis, headingRef }: { diagnosis: Diagnosis; headingRef: Ref<HTMLHeadingElement> }) {
  const { problem, notes, findings, facts } = diagnosis;
  if (problem) {
    return (
      <p className="warning-note" role="alert" data-testid="doctor-problem" data-problem={problem}>
        <FormattedMessage id={PROBLEMS[problem]} />
      </p>
    );
  }
  const miner = facts?.miner;
  return (
    <>
      {notes.map((note) => (
        <p key={note} className="warning-note" data-testid="doctor-note" data-note={note}>
          <FormattedMessage id={NOTES[note]} />
        </p>
      ))}
      {findings.length === 0 ? (
        <>
          <h2 className="stratum-doctor__title" ref={headingRef} tabIndex={-1} data-testid="doctor-none">
            <FormattedMessage id="stratumDoctor.results.none" />
          </h2>
          <p>
            <FormattedMessage id="stratumDoctor.results.noneText" />
          </p>
        </>
      ) : (
        <>
          <h2 className="stratum-doctor__title" ref={headingRef} tabIndex={-1}>
            <FormattedMessage id="stratumDoctor.results.title" />
          </h2>
          <p data-testid="doctor-summary">
            <FormattedMessage id="stratumDoctor.results.count" values={{ count: findings.length }} />{' '}
            {miner ? (
              <FormattedMessage id="stratumDoctor.results.miner" values={{ miner: MINER_NAMES[miner] }} />
            ) : (
              <FormattedMessage id="stratumDoctor.results.minerUnknown" />
            )}
          </p>
          <ol className="doctor-findings">
            {findings.map((finding) => (
              <DoctorFinding key={finding.rule.id} finding={finding} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}
