import { join } from 'node:path';
import { checkCiiSchema } from './cii-schema.check';
import { SaxonProcess, SaxonProcessError } from './saxon.process';
import { loadRuleSets } from './schematron.compiler';
import { runSchematron, type SchematronRun } from './schematron.runner';
import {
  fromSchematron,
  refusalText,
  reportOf,
  unavailableFinding,
  xmlFinding,
} from './validation.report';
import {
  CII_SCHEMA_FILE,
  type EInvoiceValidatorSettings,
  missingRuleFiles,
  ruleSetsFor,
  validatorSettingsFromEnv,
} from './validation.settings';
import type {
  EInvoiceSyntax,
  ValidateOptions,
  ValidationFinding,
  ValidationReport,
} from './validation.types';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Validates e-invoices against the official rules: EN 16931 (CEN's Schematron for UBL and CII),
 * optionally the XRechnung CIUS rules and/or OpenPEPPOL's Peppol BIS Billing 3.0 rules (all rule
 * sets of a document in one request, on one parse), and for CII the CII D16B XML schema (xmllint).
 *
 * One JVM runs Saxon with the rules compiled once (the compiled XSLT is cached on disk by a hash
 * of the rule files); `start` starts it, the next `validate` restarts it after a crash or a
 * timeout, `close` ends it. A validator that cannot validate answers `unavailable` with the
 * reason, never `valid`.
 */
export class EInvoiceValidator {
  private engine: Promise<SaxonProcess> | null = null;
  private closed = false;

  private constructor(readonly settings: EInvoiceValidatorSettings) {}

  /**
   * Starts the JVM and loads the rules (compiling them first when they are new). Never throws
   * for missing rules or tools: `validate` reports them.
   */
  static async start(
    settings: Partial<EInvoiceValidatorSettings> = {},
  ): Promise<EInvoiceValidator> {
    const validator = new EInvoiceValidator({ ...validatorSettingsFromEnv(), ...settings });
    await validator.running().catch(() => undefined);
    return validator;
  }

  /** The JVM's process id while it runs (diagnostics, tests). */
  async pid(): Promise<number | undefined> {
    return (await this.engine?.catch(() => null))?.pid;
  }

  /** Checks one document; see `ValidationReport` for what the status means. */
  async validate(
    xml: string,
    syntax: EInvoiceSyntax,
    options: ValidateOptions = {},
  ): Promise<ValidationReport> {
    const startedAt = Date.now();
    const { maxDocumentBytes, timeoutMs, xmllint, rulesDir } = this.settings;
    if (Buffer.byteLength(xml, 'utf8') > maxDocumentBytes) {
      return reportOf(
        [xmlFinding(`The document is larger than ${maxDocumentBytes} bytes.`)],
        startedAt,
      );
    }
    let run: SchematronRun;
    try {
      run = await this.runRules(ruleSetsFor(syntax, options), xml);
    } catch (error) {
      return reportOf(
        [unavailableFinding(`Validation unavailable: ${messageOf(error)}`)],
        startedAt,
      );
    }
    if (!run.accepted) {
      const location = run.line ? `line ${run.line}, column ${run.column}` : '';
      return reportOf([xmlFinding(refusalText(run.message), location)], startedAt);
    }
    const findings: ValidationFinding[] = run.findings.map(fromSchematron);
    if (syntax === 'cii') {
      // Only now: xmllint never sees a document the hardened parser refused.
      const schemaFile = join(rulesDir, CII_SCHEMA_FILE);
      try {
        findings.push(...(await checkCiiSchema(xml, { xmllint, schemaFile, timeoutMs })));
      } catch (error) {
        findings.push(unavailableFinding(`Schema validation unavailable: ${messageOf(error)}`));
      }
    }
    return reportOf(findings, startedAt);
  }

  /** Ends the JVM (SIGKILL to its process group, awaited) and refuses further work. */
  async close(): Promise<void> {
    this.closed = true;
    const engine = this.engine;
    this.engine = null;
    await (await engine?.catch(() => null))?.kill();
  }

  /** Runs the rule sets; a JVM found dead (crashed) is replaced once, a timeout is final. */
  private async runRules(sets: readonly string[], xml: string): Promise<SchematronRun> {
    for (let attempt = 1; ; attempt++) {
      const saxon = await this.running();
      try {
        return await runSchematron(saxon, sets, xml, this.settings.timeoutMs);
      } catch (error) {
        const crashed = error instanceof SaxonProcessError && !error.timedOut && !saxon.alive;
        if (!crashed || attempt > 1) throw error;
        if ((await this.engine?.catch(() => null)) === saxon) this.engine = null;
      }
    }
  }

  /** The running JVM with the rules loaded; starts one when there is none (or it ended). */
  private running(): Promise<SaxonProcess> {
    if (this.closed) return Promise.reject(new Error('the validator is closed'));
    if (!this.engine) {
      const engine = this.launch();
      this.engine = engine;
      const forget = () => {
        if (this.engine === engine) this.engine = null;
      };
      engine.then((saxon) => saxon.exited.then(forget), forget);
    }
    return this.engine;
  }

  private async launch(): Promise<SaxonProcess> {
    const { rulesDir, cacheDir, java, saxonJar, startTimeoutMs } = this.settings;
    const missing = missingRuleFiles(rulesDir);
    if (missing.length > 0) {
      throw new Error(
        `the rules folder ${rulesDir} (FAKTURA_EINVOICE_RULES_DIR) lacks ${missing.join(', ')}`,
      );
    }
    const saxon = await SaxonProcess.start({ java, saxonJar, startTimeoutMs });
    try {
      await loadRuleSets(saxon, rulesDir, cacheDir, startTimeoutMs);
      if (this.closed) throw new Error('the validator is closed');
    } catch (error) {
      await saxon.kill();
      throw error;
    }
    return saxon;
  }
}
