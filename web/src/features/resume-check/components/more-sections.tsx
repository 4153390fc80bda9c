/** The summary, certifications, projects and the resume's other sections (a heading and statements). */
import { emptyOtherSection, emptyProject } from '../check-state';
import { useCheck } from './check-context';
import { CheckField } from './check-field';
import { AddButton, ItemControls } from './item-controls';
import { SectionCard } from './section-card';
import { ItemFieldset, StatementList } from './statement-list';

export function SummarySection() {
  return (
    <SectionCard title="Summary" testId="check-summary" path="summary">
      <StatementList listPath="summary" owner="the summary" itemLabel="Sentence" addLabel="Add a sentence" />
    </SectionCard>
  );
}

export function CertificationsSection() {
  return (
    <SectionCard title="Certifications" testId="check-certifications" path="certifications">
      <StatementList listPath="certifications" owner="" itemLabel="Certification" addLabel="Add a certification" />
    </SectionCard>
  );
}

export function ProjectsSection() {
  const { state } = useCheck();
  const projects = state.document.projects;
  return (
    <SectionCard title="Projects" testId="check-projects" path="projects">
      {projects.map((project, i) => (
        <ItemFieldset
          key={i}
          path={`projects.${i}`}
          legend={`Project ${i + 1}${project.name.trim() ? `: ${project.name}` : ''}`}
          controls={<ItemControls listPath="projects" index={i} count={projects.length} noun={`project ${i + 1}`} />}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <CheckField path={`projects.${i}.name`} label="Project name" />
            <CheckField path={`projects.${i}.dates`} label="Dates" />
          </div>
          <StatementList listPath={`projects.${i}.statements`} owner={`project ${i + 1}`} />
        </ItemFieldset>
      ))}
      <AddButton listPath="projects" count={projects.length} label="Add a project" item={emptyProject} firstField="name" />
    </SectionCard>
  );
}

export function OtherSections() {
  const { state } = useCheck();
  const sections = state.document.other;
  return (
    <SectionCard title="Other sections" description="Awards, volunteering, languages and the like, as headed on your resume." testId="check-other" path="other">
      {sections.map((section, i) => (
        <ItemFieldset
          key={i}
          path={`other.${i}`}
          legend={`Section ${i + 1}${section.heading.trim() ? `: ${section.heading}` : ''}`}
          controls={<ItemControls listPath="other" index={i} count={sections.length} noun={`section ${i + 1}`} />}
        >
          <CheckField path={`other.${i}.heading`} label="Heading" />
          <StatementList listPath={`other.${i}.statements`} owner={`section ${i + 1}`} />
        </ItemFieldset>
      ))}
      <AddButton listPath="other" count={sections.length} label="Add a section" item={emptyOtherSection} firstField="heading" />
    </SectionCard>
  );
}
