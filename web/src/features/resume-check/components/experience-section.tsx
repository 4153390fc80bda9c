/** Each role as read: title, employer, place, start and end, and its statements, in the resume's order. */
import { emptyRole } from '../check-state';
import { useCheck } from './check-context';
import { CheckField } from './check-field';
import { AddButton, ItemControls } from './item-controls';
import { SectionCard } from './section-card';
import { ItemFieldset, StatementList } from './statement-list';

export function ExperienceSection() {
  const { state } = useCheck();
  const roles = state.document.experience;
  return (
    <SectionCard title="Experience" description="Your roles, most recent first as on your resume." testId="check-experience" path="experience">
      {roles.map((role, i) => {
        const noun = `role ${i + 1}`;
        const name = [role.title, role.employer].filter((part) => part.trim() !== '').join(', ');
        return (
          <ItemFieldset
            key={i}
            path={`experience.${i}`}
            legend={`Role ${i + 1}${name ? `: ${name}` : ''}`}
            controls={<ItemControls listPath="experience" index={i} count={roles.length} noun={noun} />}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <CheckField path={`experience.${i}.title`} label="Job title" />
              <CheckField path={`experience.${i}.employer`} label="Employer" />
              <CheckField path={`experience.${i}.location`} label="Place" />
              <div className="grid grid-cols-2 gap-4">
                <CheckField path={`experience.${i}.start`} label="Start" hint="e.g. Jan 2020" />
                <CheckField path={`experience.${i}.end`} label="End" hint="e.g. Present" />
              </div>
            </div>
            <StatementList listPath={`experience.${i}.statements`} owner={noun} />
          </ItemFieldset>
        );
      })}
      <AddButton listPath="experience" count={roles.length} label="Add a role" item={emptyRole} firstField="title" />
    </SectionCard>
  );
}
