/** Education (degree, institution, place, dates, details) and skills (named groups of items). */
import { emptyEducation, emptySkillGroup } from '../check-state';
import { useCheck } from './check-context';
import { CheckField } from './check-field';
import { AddButton, ItemControls } from './item-controls';
import { SectionCard } from './section-card';
import { ItemFieldset } from './statement-list';

export function EducationSection() {
  const { state } = useCheck();
  const entries = state.document.education;
  return (
    <SectionCard title="Education" testId="check-education" path="education">
      {entries.map((entry, i) => {
        const name = [entry.degree, entry.institution].filter((part) => part.trim() !== '').join(', ');
        return (
          <ItemFieldset
            key={i}
            path={`education.${i}`}
            legend={`Education ${i + 1}${name ? `: ${name}` : ''}`}
            controls={<ItemControls listPath="education" index={i} count={entries.length} noun={`education ${i + 1}`} />}
          >
            <div className="grid gap-4 sm:grid-cols-2">
              <CheckField path={`education.${i}.degree`} label="Degree" />
              <CheckField path={`education.${i}.institution`} label="Institution" />
              <CheckField path={`education.${i}.location`} label="Place" />
              <CheckField path={`education.${i}.dates`} label="Dates" />
            </div>
            <CheckField path={`education.${i}.details`} label="Details" format="lines" hint="One per line (honours, courses…)." />
          </ItemFieldset>
        );
      })}
      <AddButton listPath="education" count={entries.length} label="Add education" item={emptyEducation} firstField="degree" />
    </SectionCard>
  );
}

export function SkillsSection() {
  const { state } = useCheck();
  const groups = state.document.skills;
  return (
    <SectionCard title="Skills" description="Only what your resume states; one skill per line." testId="check-skills" path="skills">
      {groups.map((group, i) => (
        <ItemFieldset
          key={i}
          path={`skills.${i}`}
          legend={`Skill group ${i + 1}${group.name.trim() ? `: ${group.name}` : ''}`}
          controls={<ItemControls listPath="skills" index={i} count={groups.length} noun={`skill group ${i + 1}`} />}
        >
          <CheckField path={`skills.${i}.name`} label="Group name" hint="Leave empty for a plain list." />
          <CheckField path={`skills.${i}.items`} label="Skills" format="lines" />
        </ItemFieldset>
      ))}
      <AddButton listPath="skills" count={groups.length} label="Add a skill group" item={emptySkillGroup} firstField="name" />
    </SectionCard>
  );
}
