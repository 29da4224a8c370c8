// SPDX-License-Identifier: BSD-3-Clause
// check-workflows.mjs: are winport's CI workflows valid, and do they run what the project documents?
//
//   node check-workflows.mjs --modules <node_modules> --root <checkout> <workflow.yml>...
//
// 1. Schema: each file is validated against the GitHub workflow schema (SchemaStore's, as
//    @action-validator/core embeds it), the same validation editors apply.
// 2. What the schema cannot know, checked against this repository:
//    - every repository command a `run:` step calls (scripts/..., scripts\...) exists, and the
//      README names it: the workflows run what users are told to run, nothing written for CI;
//    - every action is pinned to a release tag or a commit, never a branch;
//    - every job has a timeout (a hung MSVC or nvcc would otherwise hold a runner for 6 hours);
//    - on a Windows runner, winport's .cmd launchers run after an x64 developer environment was
//      loaded (what the README's "x64 Native Tools Command Prompt" gives a person).
// Output: one line per problem, "<file>: <where>: <problem>", then a summary line.
// Exit status: 0 valid, 1 problems found, 2 the check itself could not run (missing tools, an
// unreadable file): never a pass.
import { createRequire } from "node:module";
import { existsSync, readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

function die(text) {
  console.error(`check-workflows: ${text}`);
  process.exit(2);
}

const args = process.argv.slice(2);
let modules = "";
let root = "";
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--modules") modules = args[++i] ?? "";
  else if (args[i] === "--root") root = args[++i] ?? "";
  else files.push(args[i]);
}
if (!modules || !root || files.length === 0)
  die("usage: check-workflows.mjs --modules <node_modules> --root <checkout> <workflow.yml>...");
if (!existsSync(join(modules, "@action-validator/core")) || !existsSync(join(modules, "yaml")))
  die(`the checker's tools are not installed in ${modules}; scripts/winport-test installs them ` +
      `(npm ci with tests/workflows/package-lock.json)`);
const require = createRequire(join(resolve(modules), "index.js"));
const validator = require("@action-validator/core");
const YAML = require("yaml");

const readme = readFileSync(join(root, "README.md"), "utf8").replaceAll("\\", "/");
const problems = [];
const report = (file, where, text) => problems.push(`${basename(file)}: ${where}: ${text}`);

// The schema validator's innermost details. Of a "oneOf" (a job is either steps on a runner or a
// reusable workflow), only the alternative that came closest is reported.
function schemaDetails(errors) {
  const out = [];
  for (const e of errors) {
    if (e.states?.length) {
      const closest = e.states.reduce((a, b) => (b.errors.length < a.errors.length ? b : a));
      out.push(...schemaDetails(closest.errors));
    } else {
      const at = e.location ? `line ${e.location.line}` : e.path || "/";
      out.push(`${at}: ${e.detail || e.title}`);
    }
  }
  return [...new Set(out)];
}

// A repository command: a path under scripts/ or .ci/ in a shell line, with either slash.
const repoCommand = /(?:^|[\s"'(&|;])(?:\.[\\/])?((?:scripts|\.ci)[\\/][A-Za-z0-9_.\\/-]*[A-Za-z0-9_])/g;
const pinnedRef = /^(v\d+(\.\d+)*|[0-9a-f]{40})$/;

for (const file of files) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    die(`cannot read ${file}: ${e.message}`);
  }
  const schema = validator.validateWorkflow(text);
  for (const detail of schemaDetails(schema.errors)) report(file, "schema", detail);
  let doc;
  try {
    doc = YAML.parse(text);
  } catch (e) {
    report(file, "yaml", e.message.split("\n")[0]);
    continue;
  }
  for (const [jobId, job] of Object.entries(doc?.jobs ?? {})) {
    if (typeof job !== "object" || job === null) continue;
    if (job.uses === undefined && job["timeout-minutes"] === undefined)
      report(file, `job ${jobId}`, "no timeout-minutes");
    const windows = /windows/i.test(JSON.stringify(job["runs-on"] ?? ""));
    let developerEnvironment = false;
    (job.steps ?? []).forEach((step, index) => {
      const where = `job ${jobId}, step ${index + 1}${step.name ? ` (${step.name})` : ""}`;
      if (typeof step.uses === "string") {
        if (step.uses.startsWith("./")) {
          if (!existsSync(join(root, step.uses))) report(file, where, `local action ${step.uses} does not exist`);
        } else {
          const [action, ref] = step.uses.split("@");
          if (!ref || !pinnedRef.test(ref))
            report(file, where, `action ${action} is not pinned to a release tag or commit (@${ref ?? ""})`);
          if (action === "ilammy/msvc-dev-cmd" && (step.with?.arch ?? "x64") === "x64") developerEnvironment = true;
        }
      }
      if (typeof step.run !== "string") return;
      for (const match of step.run.matchAll(repoCommand)) {
        const command = match[1].replaceAll("\\", "/");
        if (!existsSync(join(root, command))) {
          report(file, where, `runs ${match[1]}, which is not in the repository`);
          continue;
        }
        if (command.startsWith("scripts/") && !readme.includes(command))
          report(file, where, `runs ${match[1]}, which README.md does not document`);
        if (windows && command.endsWith(".cmd") && !developerEnvironment)
          report(file, where, `runs ${match[1]} before an x64 developer environment is loaded (ilammy/msvc-dev-cmd, arch x64)`);
      }
    });
  }
}

for (const line of problems) console.log(line);
console.log(`check-workflows: ${files.length} workflow(s), ${problems.length} problem(s)`);
process.exit(problems.length ? 1 : 0);
