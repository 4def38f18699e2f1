// The inputs of this domain’s writes, one row an input: its type as the schema prints it (an enum by
// its name too) and what it means (kit/input-table.ts). Each write reads its rows with
// `inputTable(t, INPUTS.CreateIssueInput)` beside the inputs it shares with other writes (the
// repository, the issue) and those with a default. Rows more than one input has sit under a name of
// their own (`NewLabel`).

import { inputRows } from '../kit/input-table.js';

// biome-ignore format: a table, one row a line
export const INPUTS = inputRows({
  'AddIssueDependencyInput.number': ['Int!', 'The issue that becomes blocked.'],
  'AddIssueDependencyInput.dependencyOwner': ['String', 'Owner of the blocking issue’s repository; `owner` when absent.'],
  'AddIssueDependencyInput.dependencyRepo': ['String', 'Name of the blocking issue’s repository; `repo` when absent.'],
  'AddIssueDependencyInput.dependencyNumber': ['Int!', 'The issue that blocks it.'],
  'AddTrackedTimeInput.seconds': ['Int!', 'The time spent, in seconds (at least 1).'],
  'AddTrackedTimeInput.createdAt': ['DateTime', 'When the time was spent; now when absent.'],
  'AddTrackedTimeInput.user': ['String', 'Track it for this user (repository and site admins only; others track for themselves).'],
  'CreateIssueInput.title': ['String!', 'The issue’s title.'],
  'CreateIssueInput.body': ['String', 'Markdown'],
  'CreateIssueInput.assignees': ['[String!]', 'Logins; they need write access to the repository.'],
  'CreateIssueInput.labelIds': ['[ID!]', 'Ids of Label nodes of this repository or its organization.'],
  'CreateIssueInput.milestoneId': ['ID', 'Id of a Milestone node of this repository.'],
  'CreateIssueInput.dueDate': ['DateTime', 'A deadline for the issue.'],
  'CreateIssueInput.ref': ['String', 'A branch or tag the issue is about.'],
  'CreateIssueInput.closed': ['Boolean', 'Open it already closed.'],
  'CreateMilestoneInput.title': ['String!', 'The milestone’s title.'],
  'CreateMilestoneInput.description': ['String', 'What the milestone is about, in Markdown.'],
  'CreateMilestoneInput.dueOn': ['DateTime', 'Its deadline; none when absent.'],
  'CreateMilestoneInput.state': ['MilestoneState', 'OPEN when absent'],
  'CreateOrganizationLabelInput.organization': ['String!', 'The organization’s login.'],
  'IssueLabels.labelIds': ['[ID!]', 'Ids of Label nodes of this repository or its organization.'],
  'IssueLabels.labelNames': ['[String!]', 'Label names, looked up by the forge in the repository and its organization.'],
  'NewLabel.name': ['String!', 'A `scope/name` with `exclusive` makes a scoped label.'],
  'NewLabel.color': ['String!', '`#rrggbb`, `rrggbb` or `#rgb`'],
  'NewLabel.description': ['String', 'What the label means.'],
  'NewLabel.exclusive': ['Boolean', 'An issue carries one label of its scope at most.'],
  'NewLabel.isArchived': ['Boolean', 'Whether the label is archived: kept on issues but no longer offered.'],
  'RemoveIssueAssigneesInput.assignees': ['[String!]!', 'Logins to unassign; at least one.'],
  'RemoveLabelFromIssueInput.labelId': ['ID', 'Id of a Label node.'],
  'RemoveLabelFromIssueInput.labelName': ['String', 'A label of this repository by name: costs one read first.'],
  'SetIssueDueDateInput.dueDate': ['DateTime', 'The forge keeps its day only (23:59:59); null or absent removes the due date.'],
  'UpdateIssueInput.title': ['String', 'A new title.'],
  'UpdateIssueInput.body': ['String', 'A new description, in Markdown.'],
  'UpdateIssueInput.assignees': ['[String!]', 'The new assignee logins: replaces the list, `[]` clears it.'],
  'UpdateIssueInput.milestoneId': ['ID', 'Id of a Milestone node of this repository; null removes the milestone.'],
  'UpdateIssueInput.dueDate': ['DateTime', 'The forge keeps the day; null removes the due date.'],
  'UpdateIssueInput.ref': ['String', 'A branch or tag; "" clears it.'],
  'UpdateLabelInput.labelId': ['ID!', 'Id of a Label node of a repository or an organization.'],
  'UpdateLabelInput.name': ['String', 'A new name.'],
  'UpdateLabelInput.color': ['String', '`#rrggbb`, `rrggbb` or `#rgb`'],
  'UpdateLabelInput.description': ['String', 'A new description.'],
  'UpdateLabelInput.exclusive': ['Boolean', 'An issue carries one label of its scope at most.'],
  'UpdateLabelInput.isArchived': ['Boolean', 'The forge unarchives a label when this is not sent: the label’s current value is sent then.'],
  'UpdateMilestoneInput.milestoneId': ['ID!', 'Id of the Milestone node (it names its repository).'],
  'UpdateMilestoneInput.title': ['String', 'A new title.'],
  'UpdateMilestoneInput.description': ['String', 'A new description, in Markdown.'],
  'UpdateMilestoneInput.dueOn': ['DateTime', 'A new deadline.'],
  'UpdateMilestoneInput.state': ['MilestoneState', 'CLOSED sets closedAt; OPEN clears it'],
});
