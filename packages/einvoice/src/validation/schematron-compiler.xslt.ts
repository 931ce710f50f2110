/**
 * Faktura's Schematron compiler: an XSLT 3.0 stylesheet that turns an ISO Schematron schema
 * (query binding xslt/xslt2/xslt3) into an XSLT stylesheet whose output is an SVRL report.
 *
 * - `include` is replaced by the element it points to (recursively, relative to the including
 *   file), so XRechnung's `common.sch` pattern with its `let` variables takes part;
 * - `ns` declarations and the files' own namespace declarations are in scope for every XPath;
 * - `let` on the schema and on a pattern become global variables (evaluated on the document
 *   node, so a rule context may use them); the `let`s of a rule are local variables, declared
 *   in their order before the rule's asserts (an assert may use one written after it);
 * - every pattern is one traversal of the document (elements and attributes, its own mode);
 *   its rules are templates with falling priorities, so only the first matching rule of a
 *   pattern fires for a node, as ISO Schematron requires;
 * - a failed `assert` or a true `report` writes `svrl:failed-assert` / `svrl:successful-report`
 *   with `id`, `flag` (the assert's, else the rule's, else `fatal`), `location` (the path of the
 *   context node, or of `@subject`) and `svrl:text` with `value-of` and `name` evaluated;
 * - an assert whose XPath raises an error (e.g. a cast of a non-numeric amount) is reported as a
 *   failed fatal assert with the error, and the other rules still run;
 * - phases are ignored (every pattern runs, as with the default phase `#ALL`); `xsl:function`
 *   and `xsl:key` at schema level are copied; abstract patterns and rules, `extends`, `param`
 *   and other foreign XSLT are refused with a message, since the official files do not use them.
 */
export const SCHEMATRON_COMPILER_XSLT = `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:xs="http://www.w3.org/2001/XMLSchema"
  xmlns:sch="http://purl.oclc.org/dsdl/schematron"
  xmlns:axsl="urn:faktura:schematron:xslt"
  xmlns:svrl="http://purl.oclc.org/dsdl/svrl"
  xmlns:fsch="urn:faktura:schematron"
  xmlns:err="http://www.w3.org/2005/xqt-errors"
  exclude-result-prefixes="sch">
  <xsl:namespace-alias stylesheet-prefix="axsl" result-prefix="xsl"/>
  <!-- Indented, so that Saxon's line numbers in the compiled file point at the rule. -->
  <xsl:output method="xml" indent="yes"/>

  <xsl:template match="/">
    <xsl:if test="not(sch:schema)">
      <xsl:message terminate="yes">not an ISO Schematron schema (root element sch:schema)</xsl:message>
    </xsl:if>
    <xsl:if test="not(sch:schema/@queryBinding = ('xslt', 'xslt2', 'xslt3') or empty(sch:schema/@queryBinding))">
      <xsl:message terminate="yes">unsupported queryBinding <xsl:value-of select="sch:schema/@queryBinding"/></xsl:message>
    </xsl:if>
    <xsl:variable name="schema" as="element()">
      <xsl:apply-templates select="sch:schema" mode="include"/>
    </xsl:variable>
    <xsl:apply-templates select="$schema" mode="compile"/>
  </xsl:template>

  <!-- Step 1: the schema with every include resolved. -->
  <xsl:template match="sch:include" mode="include">
    <xsl:apply-templates select="document(@href, .)/*" mode="include"/>
  </xsl:template>
  <xsl:template mode="include"
    match="sch:extends | sch:param | sch:*[@abstract = 'true'] | sch:pattern[@is-a or @documents] | sch:schema/xsl:*[not(self::xsl:function or self::xsl:key)]">
    <xsl:message terminate="yes">unsupported: <xsl:value-of select="name()"/></xsl:message>
  </xsl:template>
  <xsl:template match="@* | node()" mode="include">
    <xsl:copy><xsl:apply-templates select="@* | node()" mode="include"/></xsl:copy>
  </xsl:template>

  <!-- Step 2: the resolved schema as a stylesheet. -->
  <xsl:template match="sch:schema" mode="compile">
    <xsl:variable name="declared" select="sch:ns/@prefix"/>
    <axsl:stylesheet version="3.0" exclude-result-prefixes="#all">
      <xsl:for-each select="sch:ns">
        <xsl:namespace name="{@prefix}" select="string(@uri)"/>
      </xsl:for-each>
      <!-- Prefixes declared in the files themselves; the schema element's (first) win. -->
      <xsl:for-each-group group-by="name()"
        select="descendant-or-self::sch:*/namespace::*[not(name() = ($declared, '', 'xml', 'xsl', 'xs', 'svrl', 'fsch', 'err'))]">
        <xsl:copy-of select="current-group()[1]"/>
      </xsl:for-each-group>
      <axsl:output method="xml" indent="no"/>
      <xsl:copy-of select="xsl:function | xsl:key"/>
      <xsl:apply-templates select="sch:let | sch:pattern/sch:let" mode="compile"/>
      <axsl:template match="/">
        <!-- Literal text through axsl:attribute: attributes of literal elements would be AVTs. -->
        <svrl:schematron-output>
          <axsl:attribute name="title"><xsl:value-of select="normalize-space(sch:title)"/></axsl:attribute>
          <xsl:for-each select="sch:pattern">
            <svrl:active-pattern>
              <axsl:attribute name="id"><xsl:value-of select="@id"/></axsl:attribute>
            </svrl:active-pattern>
            <axsl:apply-templates select="/" mode="{fsch:mode(.)}"/>
          </xsl:for-each>
        </svrl:schematron-output>
      </axsl:template>
      <xsl:apply-templates select="sch:pattern" mode="compile"/>
      <axsl:function name="fsch:location" as="xs:string">
        <axsl:param name="node" as="node()"/>
        <axsl:sequence select="if ($node instance of document-node()) then '/' else string-join($node/ancestor-or-self::node()[not(. instance of document-node())] ! fsch:step(.), '')"/>
      </axsl:function>
      <axsl:function name="fsch:step" as="xs:string">
        <axsl:param name="n" as="node()"/>
        <axsl:sequence select="if ($n instance of attribute()) then '/@' || name($n) else if ($n instance of element()) then '/' || name($n) || '[' || count($n/preceding-sibling::*[node-name() eq node-name($n)]) + 1 || ']' else '/' || ($n/self::text() ! 'text()', $n/self::comment() ! 'comment()', 'node()')[1]"/>
      </axsl:function>
    </axsl:stylesheet>
  </xsl:template>

  <xsl:function name="fsch:mode" as="xs:string">
    <xsl:param name="pattern" as="element(sch:pattern)"/>
    <xsl:sequence select="'M' || count($pattern/preceding-sibling::sch:pattern) + 1"/>
  </xsl:function>

  <xsl:template match="sch:pattern" mode="compile">
    <xsl:variable name="mode" select="fsch:mode(.)"/>
    <xsl:for-each select="sch:rule">
      <xsl:if test="not(@context)">
        <xsl:message terminate="yes">a rule without context in pattern <xsl:value-of select="../@id"/></xsl:message>
      </xsl:if>
      <axsl:template match="{@context}" mode="{$mode}" priority="{last() - position() + 1}">
        <xsl:apply-templates select="sch:let, (sch:assert | sch:report)" mode="compile"/>
        <axsl:apply-templates select="@* | *" mode="{$mode}"/>
      </axsl:template>
    </xsl:for-each>
    <axsl:template match="/ | @* | node()" mode="{$mode}" priority="-1">
      <axsl:apply-templates select="@* | *" mode="{$mode}"/>
    </axsl:template>
  </xsl:template>

  <xsl:template match="sch:let" mode="compile">
    <xsl:if test="not(@value)">
      <xsl:message terminate="yes">unsupported: let without @value (<xsl:value-of select="@name"/>)</xsl:message>
    </xsl:if>
    <axsl:variable name="{@name}" select="{@value}"/>
  </xsl:template>

  <xsl:template match="sch:assert" mode="compile">
    <axsl:try>
      <axsl:choose>
        <axsl:when test="{@test}"/>
        <axsl:otherwise>
          <svrl:failed-assert>
            <xsl:call-template name="finding"/>
          </svrl:failed-assert>
        </axsl:otherwise>
      </axsl:choose>
      <xsl:call-template name="catch"/>
    </axsl:try>
  </xsl:template>

  <xsl:template match="sch:report" mode="compile">
    <axsl:try>
      <axsl:if test="{@test}">
        <svrl:successful-report>
          <xsl:call-template name="finding"/>
        </svrl:successful-report>
      </axsl:if>
      <xsl:call-template name="catch"/>
    </axsl:try>
  </xsl:template>

  <xsl:template name="finding">
    <xsl:call-template name="identity"/>
    <axsl:attribute name="flag"><xsl:value-of select="(@flag, ../@flag, 'fatal')[1]"/></axsl:attribute>
    <svrl:text><xsl:apply-templates mode="text"/></svrl:text>
  </xsl:template>

  <xsl:template name="catch">
    <axsl:catch>
      <svrl:failed-assert>
        <xsl:call-template name="identity"/>
        <axsl:attribute name="flag">fatal</axsl:attribute>
        <svrl:text>The rule could not be evaluated: <axsl:value-of select="$err:description"/></svrl:text>
      </svrl:failed-assert>
    </axsl:catch>
  </xsl:template>

  <xsl:template name="identity">
    <xsl:if test="@id">
      <axsl:attribute name="id"><xsl:value-of select="@id"/></axsl:attribute>
    </xsl:if>
    <xsl:variable name="subject" select="(@subject, ../@subject)[1]"/>
    <axsl:attribute name="location" select="fsch:location({if ($subject) then '((' || $subject || '), .)[1]' else '.'})"/>
    <axsl:attribute name="test"><xsl:value-of select="@test"/></axsl:attribute>
  </xsl:template>

  <!-- Message text: literal text kept as it is, value-of and name evaluated. -->
  <xsl:template match="text()" mode="text"><axsl:text><xsl:value-of select="."/></axsl:text></xsl:template>
  <xsl:template match="sch:value-of" mode="text"><axsl:value-of select="{@select}"/></xsl:template>
  <xsl:template match="sch:name" mode="text"><axsl:value-of select="name({(@path, '.')[1]})"/></xsl:template>
  <xsl:template match="*" mode="text"><xsl:apply-templates mode="text"/></xsl:template>
</xsl:stylesheet>
`;
