/**
 * The skills vocabulary (DATA): canonical skill names with aliases, grouped by field and category.
 *
 * Entry syntax, one entry per line: `Canonical|alias|alias…`. The first form is the canonical
 * name shown to users. Each form may carry flags in front of it:
 *   `=`  match this form only with exactly this letter case ("Go" but not "go"; "Excel" but not
 *        "excel in"; "AP" but not "ap").
 *   `~`  match this form only in a skill context: the token stands alone (not glued to "-", "&",
 *        "'", "." or a digit, so "C-level", "R&D", "Go-live" never match) AND another skill is on the
 *        same line (or on the neighbouring line of a one-item-per-line list). Used for short or
 *        common-word forms: Go, R, C, AP, AR, Word, Access, Spring, Chef, Puppet, Canvas, Express…
 * Forms are compared after tokenising (see skill-matcher): case-insensitively unless `=`, with "-"
 * and "/" as word breaks ("CI/CD" = "CI CD", "scikit-learn" = "scikit learn"), and punctuation kept
 * where it is part of a name (C++, C#, F#, .NET, Node.js, ASP.NET, R&D, P&L, S&OP).
 *
 * Ambiguous short forms deliberately left out (they name different things in different fields):
 * "CMA" (management accountant / medical assistant), "CIA", "EA", "PT", "OT", "OR", "ER", "CT"
 * (Connecticut), "PM", "BA", "MS" (degrees), "Rails" alone is kept (exact case) but "Express",
 * "Spring", "Chef", "Puppet", "Flux", "Vault", "Consul", "Canvas", "Sage", "Word", "Access" need context.
 */

export type SkillField =
  | 'technology'
  | 'healthcare'
  | 'finance'
  | 'sales-marketing'
  | 'operations'
  | 'education'
  | 'human-resources'
  | 'legal'
  | 'design-media'
  | 'engineering-trades'
  | 'general'
  | 'office'
  | 'languages';

export interface SkillForm {
  /** The form as written in the vocabulary (without flags). */
  readonly text: string;
  /** Only this exact letter case matches. */
  readonly exactCase: boolean;
  /** Needs a skill context (standalone token and another skill nearby). */
  readonly needsContext: boolean;
}

export interface SkillEntry {
  readonly name: string;
  readonly field: SkillField;
  readonly category: string;
  /** All forms including the canonical name itself (first). */
  readonly forms: readonly SkillForm[];
  /** Aliases without flags (forms other than the canonical name). */
  readonly aliases: readonly string[];
}

interface Group {
  readonly field: SkillField;
  readonly category: string;
  readonly entries: string;
}

const GROUPS: readonly Group[] = [
  // ===================================================================================== technology
  {
    field: 'technology',
    category: 'languages',
    entries: `
JavaScript|JS|ECMAScript|ES6|ES2015|Vanilla JS
TypeScript|=TS
Python|Python 3|Python3|=Py
=Java|=JAVA|Java SE|Java EE|Core Java|J2EE|Jakarta EE|JDK
=~C|ANSI C|C language|C programming
C++|CPP|C plus plus|Cplusplus
C#|C Sharp|CSharp
=~Go|Golang|Go language|Go lang
=Rust|Rust language|Rustlang
=Ruby|Ruby language
PHP|PHP 8|PHP 7
=Swift|Swift language|Swift 5
Kotlin
=Scala
=~R|R language|R programming|RStudio|R Studio
MATLAB
=Perl
Haskell
=Elixir
Erlang
Clojure|ClojureScript
F#|F Sharp
Objective-C|ObjC|Objective C
=Dart
=Lua
=~Julia|Julia language
Groovy
=Bash|Bash scripting|Bourne Again Shell
PowerShell|Windows PowerShell
Shell Scripting|shell script|shell scripts|shell scripting languages
SQL|Structured Query Language
T-SQL|Transact-SQL|TSQL
PL/SQL|PLSQL
VBA|Visual Basic for Applications
Visual Basic|VB.NET|VB
COBOL
Fortran
Assembly Language|x86 Assembly|ARM Assembly|Assembler
Solidity
=~Elm
OCaml
Common Lisp|Lisp
=~Scheme
Prolog
=~Ada
=~Pascal|Object Pascal
=~Delphi
Salesforce Apex|=~Apex
ABAP|SAP ABAP
=Crystal|Crystal language
=~Nim
=~Zig
HTML|HTML5|HTML 5
CSS|CSS3|CSS 3
Sass|SCSS
=Less|LESS CSS
XML
JSON
YAML|YML
GraphQL|GQL
WebAssembly|WASM
Verilog|SystemVerilog
VHDL
LabVIEW
=~Racket
Smalltalk
CoffeeScript
Tcl
=AWK
Markdown
LaTeX
Stata
SPSS|IBM SPSS
DAX|Data Analysis Expressions
Power Query|M language
CUDA|CUDA C
OpenCL
Haxe
Kotlin Multiplatform|KMP
Jinja|Jinja2
Bicep
HCL|HashiCorp Configuration Language
Regex|Regular Expressions|RegExp
JSX
Handlebars
Liquid templating
`,
  },
  {
    field: 'technology',
    category: 'frontend',
    entries: `
=React|React.js|ReactJS|React JS|=REACT
Angular|Angular 2+|Angular2
AngularJS|Angular.js|Angular 1
Vue.js|Vue|VueJS|Vue 3|Vue 2
Svelte
SvelteKit
Next.js|NextJS|Next JS
Nuxt.js|Nuxt|NuxtJS
=Gatsby|Gatsby.js|GatsbyJS
=~Remix|Remix Run
=~Astro|Astro.js
Ember.js|EmberJS|Ember
Backbone.js|BackboneJS|Backbone
jQuery
Redux|Redux Toolkit|RTK
MobX
Zustand
RxJS
NgRx
Vuex
Pinia
Tailwind CSS|Tailwind|TailwindCSS
=Bootstrap|Twitter Bootstrap
Material UI|MUI|Material-UI
Chakra UI
Ant Design|AntD
Styled Components|styled-components
=~Emotion|Emotion CSS
CSS-in-JS
Webpack
=Vite|Vite.js|ViteJS
Rollup|Rollup.js
=~Parcel|Parcel.js
Babel|Babel.js
esbuild
ESLint
Prettier
Storybook
Three.js|ThreeJS
D3.js|D3|D3JS
Chart.js|ChartJS
Highcharts
Leaflet|Leaflet.js
Mapbox|Mapbox GL
Web Components|Custom Elements
=Lit|LitElement|Lit Element
Alpine.js|AlpineJS
htmx
SolidJS|Solid.js
Preact
=Qwik
=~Ionic|Ionic Framework
=~Electron|Electron.js|ElectronJS
Tauri
React Native
Flutter
Xamarin|Xamarin.Forms
SwiftUI
UIKit
Jetpack Compose
Android SDK
=~Expo|Expo.io
Apache Cordova|Cordova|PhoneGap
Progressive Web Apps|PWA|PWAs|Progressive Web App
Responsive Design|responsive web design|mobile-first design
Web Accessibility|WCAG|WCAG 2.1|WCAG 2.0|ADA compliance|a11y|Section 508|accessibility compliance
Core Web Vitals|Web Vitals
Server-Side Rendering|SSR|server side rendering
Single-Page Applications|SPA|SPAs|single page application|single page applications
Micro Frontends|Micro-frontends|Microfrontends
Web Performance Optimization|frontend performance|front-end performance|web performance
Browser DevTools|Chrome DevTools
React Hooks|Hooks API
React Router
React Query|TanStack Query
Redux-Saga|Redux Saga
Apollo Client
=~Relay
Webflow
Design Tokens|design token
Framer Motion
GSAP|GreenSock
Canvas API|HTML5 Canvas
WebGL
WebRTC
Service Workers|Service Worker
IndexedDB
Vuetify
Quasar
PrimeReact|PrimeNG
Semantic UI
Foundation CSS|Zurb Foundation
Bulma
Handsontable
AG Grid
`,
  },
  {
    field: 'technology',
    category: 'backend',
    entries: `
Node.js|NodeJS|Node JS|=~Node
Express.js|ExpressJS|=~Express|Express framework
NestJS|Nest.js
Fastify
=~Koa|Koa.js
=~Hapi|Hapi.js
=Deno
=~Bun|Bun.js
Django
Django REST Framework|DRF|Django REST
=Flask
FastAPI
=~Pyramid
=~Tornado
Celery
Spring Framework|=~Spring|Spring Core
Spring Boot|SpringBoot
Spring MVC
Spring Cloud
Spring Security
Hibernate|Hibernate ORM
Micronaut
Quarkus
Vert.x
Ruby on Rails|=Rails|RoR|Ruby-on-Rails
=~Sinatra
Laravel
Symfony
CodeIgniter
CakePHP
Yii
Zend Framework|Laminas
WordPress|WP
Drupal
Joomla
.NET|Dotnet|dot net|.NET Framework
.NET Core|.NET 6|.NET 7|.NET 8|dotnet core
ASP.NET|ASP.NET MVC|ASP .NET
ASP.NET Core
Entity Framework|EF Core|Entity Framework Core
Blazor
WPF|Windows Presentation Foundation
WinForms|Windows Forms
=~Gin|Gin Gonic
=~Echo framework
=~Fiber framework
Actix|Actix Web
=~Rocket framework
Axum
Tokio
=~Phoenix|Phoenix Framework
Play Framework
Akka
gRPC
REST APIs|=REST|RESTful|RESTful APIs|REST API|RESTful services|RESTful web services|RESTful API
API Endpoints|API endpoint|REST endpoints|REST endpoint|HTTP endpoints
=SOAP|SOAP web services
WebSockets|WebSocket|WSS
OpenAPI|Swagger|OpenAPI Specification
tRPC
Microservices|microservice architecture|microservices architecture|micro-services
Serverless|serverless architecture|serverless computing
Event-Driven Architecture|event driven|EDA|event-driven messaging|event-driven systems
Apollo GraphQL|Apollo Server
Prisma
Sequelize
TypeORM
Mongoose
SQLAlchemy
Drizzle ORM|=Drizzle
Knex.js|Knex
JPA|Java Persistence API
Object-Relational Mapping|=ORM|=ORMs|object relational mapping|O/R mapping
MyBatis
Dapper
Socket.IO
OAuth|OAuth 2.0|OAuth2
JWT|JSON Web Tokens|JSON Web Token
OpenID Connect|OIDC
SAML|SAML 2.0
Keycloak
Auth0
Passport.js
API Gateway design|API gateways
Message Queues|message queue|message queuing|message brokers
Webhooks|Webhook
Back-End Development|Backend Development|back end development|server-side development|backend engineering
Front-End Development|Frontend Development|front end development|frontend engineering
Full-Stack Development|Full Stack Development|fullstack development|full stack
Web Development|web application development|web apps development
Mobile Development|mobile app development|mobile application development
iOS Development|iOS|iOS apps
Android Development|Android|Android apps
Cross-Platform Development|cross platform mobile
MERN Stack|MERN
MEAN Stack|=MEAN
LAMP Stack|=LAMP
JAMstack|Jamstack
Headless CMS
Strapi
Contentful
Sanity CMS
Hasura
PostgREST
Supabase Auth
Firebase Authentication|Firebase Auth
asyncio|async IO
Asynchronous Programming|async programming|async/await
Concurrency|concurrent programming
Multithreading|multi-threading|multithreaded programming
Caching|caching strategies|cache
Rate Limiting
`,
  },
  {
    field: 'technology',
    category: 'databases',
    entries: `
PostgreSQL|Postgres|=psql|PostgresSQL|Postgre SQL|pgsql|Postgres SQL
MySQL
MariaDB
SQLite
Microsoft SQL Server|SQL Server|MS SQL|MSSQL|MS SQL Server
Oracle Database|Oracle DB|Oracle 19c|Oracle 12c|=Oracle RDBMS|=~Oracle
IBM Db2|DB2
MongoDB|Mongo|Mongo DB
Redis
=Cassandra|Apache Cassandra
DynamoDB|Amazon DynamoDB|AWS DynamoDB
Couchbase
CouchDB|Apache CouchDB
Elasticsearch|Elastic Search|ElasticSearch
OpenSearch
Apache Solr|Solr
Neo4j
InfluxDB
TimescaleDB
ClickHouse
=Snowflake|Snowflake Data Cloud
BigQuery|Google BigQuery
Amazon Redshift|Redshift|AWS Redshift
Databricks|Databricks Lakehouse
Teradata
Firebase|Google Firebase
Firestore|Cloud Firestore
Supabase
CockroachDB
Memcached
HBase|Apache HBase
Azure Cosmos DB|Cosmos DB|CosmosDB
Amazon Aurora|AWS Aurora
Amazon RDS|RDS|AWS RDS
ScyllaDB
RocksDB
Pinecone
Weaviate
Milvus
pgvector
Vertica
Greenplum
SAP HANA|HANA
Microsoft Access|MS Access|=~Access
FileMaker|FileMaker Pro
NoSQL|No SQL|NoSQL databases
Relational Databases|RDBMS|relational database
Database Design|database schema design|schema design
Data Modeling|data modelling|data models|relational data modeling|relational data modelling
Query Optimization|query tuning|query performance tuning
Database Indexing|indexing strategies|indexes
Stored Procedures|stored procedure
Database Administration|DBA|database management
Database Migration|data migration|database migrations
Replication|database replication
Sharding|database sharding
Vector Databases|vector database|vector DB|vector store
Graph Databases|graph database
Time-Series Databases|time series database
ArangoDB
=~Realm
H2 Database
SQL Developer|Oracle SQL Developer
pgAdmin
DBeaver
MySQL Workbench
SQL Server Management Studio|SSMS
Flyway
Liquibase
Debezium
`,
  },
  {
    field: 'technology',
    category: 'cloud',
    entries: `
AWS|Amazon Web Services
Microsoft Azure|Azure|MS Azure
Google Cloud Platform|Google Cloud|GCP
IBM Cloud
Oracle Cloud|OCI|Oracle Cloud Infrastructure
DigitalOcean|Digital Ocean
=Heroku
Vercel
Netlify
Cloudflare|Cloudflare Workers
Linode|Akamai Cloud
Alibaba Cloud
AWS Lambda|Lambda functions|=Lambda
Amazon EC2|EC2|AWS EC2
Amazon S3|S3|AWS S3
Amazon ECS|ECS|AWS ECS|Elastic Container Service
Amazon EKS|EKS|AWS EKS
AWS Fargate|Fargate
Amazon CloudFront|CloudFront
Amazon SQS|SQS|AWS SQS
Amazon SNS|SNS|AWS SNS
Amazon Kinesis|Kinesis
AWS Glue|Glue ETL
Amazon Athena|AWS Athena
Amazon EMR|AWS EMR|Elastic MapReduce
AWS Step Functions|Step Functions
Amazon API Gateway|AWS API Gateway|API Gateway
AWS CloudFormation|CloudFormation|CFN|Cloud Formation|CloudFormation templates|Cloud Formation Templates
AWS CDK|CDK|Cloud Development Kit
AWS IAM|IAM roles|IAM policies
Amazon VPC|VPC|AWS VPC
Amazon Route 53|Route 53|Route53
Amazon CloudWatch|CloudWatch|AWS CloudWatch
Amazon ElastiCache|ElastiCache
AWS Elastic Beanstalk|Elastic Beanstalk
Amazon SageMaker|SageMaker|AWS SageMaker|SageMaker endpoints
Amazon Bedrock|AWS Bedrock
AWS Amplify
Amazon Cognito|Cognito|AWS Cognito
AWS Certified Solutions Architect|AWS Solutions Architect|AWS Certified Solutions Architect Associate|AWS SAA
AWS Certified Developer|AWS Developer Associate
AWS Certified Cloud Practitioner|AWS Cloud Practitioner
AWS Certified DevOps Engineer|AWS DevOps Professional
Azure Functions
Azure DevOps|ADO|VSTS|Azure Pipelines
Azure Kubernetes Service|AKS
Azure App Service
Microsoft Entra ID|Azure Active Directory|Azure AD|AAD|Entra ID
Azure Data Factory|ADF
Azure Synapse Analytics|Azure Synapse|Synapse
Azure Blob Storage|Blob Storage
Azure SQL Database|Azure SQL
Azure Administrator|AZ-104
Azure Fundamentals|AZ-900
Google Kubernetes Engine|GKE
Google Cloud Functions|Cloud Functions
Google Cloud Run|Cloud Run
Google App Engine|App Engine|GAE
Google Cloud Storage|GCS
Google Cloud Pub/Sub|Pub/Sub|PubSub
Google Cloud Dataflow|Dataflow
Google Cloud Dataproc|Dataproc
Vertex AI|Google Vertex AI
Google Cloud Professional Developer|Professional Cloud Developer
Google Cloud Professional Cloud Architect|Professional Cloud Architect
Cloud Computing|cloud platforms|cloud technologies|cloud services
Multi-Cloud|multicloud|multi cloud
Hybrid Cloud
IaaS|Infrastructure as a Service
PaaS|Platform as a Service
SaaS|Software as a Service
Cloud Architecture|cloud architect|cloud solutions architecture
Cloud Migration|cloud migrations|migration to the cloud
Cloud Security|cloud security posture
Cloud Cost Optimization|FinOps|cloud cost management
Auto Scaling|autoscaling|auto-scaling
CDN|content delivery network|content delivery networks
Object Storage
Edge Computing
`,
  },
  {
    field: 'technology',
    category: 'devops',
    entries: `
Docker|Docker containers|Dockerfile|Dockerfiles
Kubernetes|K8s|Kube|=kubectl
=Helm|Helm charts
OpenShift|Red Hat OpenShift
Docker Compose|docker-compose
Podman
Terraform|HashiCorp Terraform|Terraform Cloud
Pulumi
Ansible|Ansible playbooks|Red Hat Ansible
=~Chef|Chef Infra|Opscode Chef
=~Puppet|Puppet Enterprise
SaltStack|Salt Stack
Vagrant
=~Packer|HashiCorp Packer
Jenkins|Jenkins pipelines|Jenkinsfile
GitHub Actions|GH Actions
GitLab CI/CD|GitLab CI|GitLab pipelines
CircleCI|Circle CI
Travis CI|TravisCI
TeamCity
=~Bamboo|Atlassian Bamboo
Argo CD|ArgoCD|=~Argo
=~Flux|FluxCD|Flux CD
Spinnaker
Tekton
CI/CD|CI CD|CICD|CI/CD pipelines|continuous integration and continuous delivery|continuous integration/continuous deployment|build pipelines|deployment pipelines
Continuous Integration
Continuous Delivery|Continuous Deployment
Infrastructure as Code|IaC|infrastructure-as-code
GitOps
=Prometheus
Grafana
Datadog|Data Dog
New Relic|NewRelic
Splunk
ELK Stack|ELK|Elastic Stack
Logstash
Kibana
Fluentd|Fluent Bit
=~Jaeger
OpenTelemetry|OTel|Open Telemetry
Zipkin
Nagios
Zabbix
PagerDuty
=Sentry
Dynatrace
AppDynamics
Istio
Linkerd
=~Envoy|Envoy Proxy
HashiCorp Consul|=~Consul
HashiCorp Vault|=~Vault
Nginx|NGINX Plus
Apache HTTP Server|Apache HTTPD|httpd|=~Apache
HAProxy
Traefik
Apache Tomcat|=Tomcat
Linux|GNU/Linux|Linux systems|Linux administration
Unix|UNIX systems
Windows Server|Windows Server 2019|Windows Server 2016
Microsoft Windows|=Windows|Windows 10|Windows 11|Windows OS
macOS|Mac OS|OS X|Mac OS X|=~Mac
Ubuntu
Red Hat Enterprise Linux|RHEL|Red Hat Linux
CentOS
Debian
Fedora
Solaris
AIX|IBM AIX
HP-UX
Site Reliability Engineering|SRE
Observability|observability tooling
Monitoring and Alerting|system monitoring|application monitoring|infrastructure monitoring
Load Balancing|load balancers|load balancer
Incident Management|incident response management|major incident management
On-Call|on call|on-call rotations|on-call rotation
Runbooks|runbook
Postmortems|postmortem|post-mortems|blameless postmortems
Chaos Engineering|Chaos Monkey
Apache Kafka|Kafka|Kafka Streams|Confluent Kafka
RabbitMQ|Rabbit MQ
ActiveMQ|Apache ActiveMQ
=NATS
ZeroMQ|ZMQ
Service Mesh
Containerization|containers|containerized|container orchestration
Virtualization|virtual machines|VMs
VMware|VMware vSphere|vSphere|ESXi
Hyper-V|HyperV
KVM
Proxmox
Citrix|Citrix XenApp|Citrix Virtual Apps
systemd
Nexus Repository|Sonatype Nexus
JFrog Artifactory|Artifactory
SonarQube|SonarCloud
=Maven|Apache Maven
Gradle
npm|NPM
=~Yarn
pnpm
GNU Make|Makefile|Makefiles
CMake
Bazel
Release Management|release engineering
Configuration Management|config management
Build Automation|build systems
Blue-Green Deployment|blue/green deployments|blue green deployment
Canary Releases|canary deployments
Feature Flags|feature toggles|LaunchDarkly
Disaster Recovery|=DR|disaster recovery planning
Backup and Recovery|backups|backup and restore
High Availability|=HA|highly available
Scalability|scalable systems|scaling|scalable applications|scalable web applications|scalable services|scalable backend services|scalable back-end services|scalable platforms|scalable architecture
Performance Optimization|performance tuning|performance improvements|performance engineering
Capacity Planning for infrastructure|infrastructure capacity planning
DevOps|Dev Ops|DevOps practices
DevSecOps
Platform Engineering
MLOps|ML Ops|machine learning operations
DataOps
AIOps
Cron|cron jobs|crontab
SSH
Git Hooks|pre-commit hooks
Linux Kernel|kernel development
Networking Protocols|network protocols
`,
  },
  {
    field: 'technology',
    category: 'data-ml',
    entries: `
Machine Learning|=ML|machine-learning|applied ML
Deep Learning|=DL|deep neural networks
Natural Language Processing|NLP
Computer Vision|=~CV|image recognition
Reinforcement Learning|RL
Generative AI|GenAI|Gen AI|generative models
Large Language Models|LLMs|LLM|large language model
Prompt Engineering|prompting
Retrieval-Augmented Generation|RAG|retrieval augmented generation
Fine-Tuning|fine tuning|model fine-tuning|LoRA
Artificial Intelligence|AI|A.I.
TensorFlow|=TF|Tensorflow 2
PyTorch|=~Torch
=Keras
scikit-learn|sklearn|scikit learn|Scikit-learn
XGBoost
LightGBM
CatBoost
pandas
NumPy|Numpy
SciPy
Matplotlib
Seaborn
Plotly|Plotly Dash
Jupyter|Jupyter Notebook|Jupyter Notebooks|JupyterLab|Jupyter notebooks
Apache Spark|=Spark|Spark SQL|Spark Streaming
PySpark
Apache Hadoop|Hadoop|HDFS|MapReduce
Apache Hive|=Hive|HiveQL
Apache Pig
Apache Flink|Flink
Apache Beam
Apache Airflow|=Airflow
dbt|data build tool
=Luigi
Prefect
Dagster
MLflow|ML Flow
Kubeflow
Weights & Biases|W&B|wandb
=~Feast|Feast feature store
Tecton
=~Ray|Ray Tune|Ray Serve
Dask
=Polars
OpenCV
spaCy
NLTK
Gensim
LangChain
LlamaIndex
OpenAI API|GPT API|ChatGPT API
Hugging Face|Hugging Face Transformers|HuggingFace|Transformers library
ONNX|ONNX Runtime
TensorRT
Triton Inference Server|=~Triton|NVIDIA Triton
Data Science|data scientist work
Data Analysis|data analytics|analyzing data|data analyses
Data Visualization|data viz|data visualisation|visualizations
Statistics|statistical methods
Statistical Analysis|statistical data analysis|statistical modeling|statistical modelling
Regression Analysis|linear regression|logistic regression|regression models
Time Series Analysis|time series|time-series forecasting|time series forecasting
A/B Testing|AB testing|split testing|A/B tests|experimentation|A/B testing frameworks|experimentation frameworks
Hypothesis Testing
Predictive Modeling|predictive models|predictive analytics|predictive modelling
Feature Engineering
Data Mining
Data Cleaning|data cleansing|data preparation
Data Wrangling|data munging
Big Data|big data technologies
ETL|Extract Transform Load|ETL pipelines|ETL processes
ELT
Data Pipelines|data pipeline|data pipeline construction|pipelines for data|data processing pipelines|data processing pipeline
Data Engineering
Data Warehousing|data warehouse|data warehouses|DWH|EDW
Data Lakes|data lake|lakehouse|data lakehouse
Data Governance
Data Quality|data integrity|data validation
Master Data Management|MDM
Tableau|Tableau Desktop|Tableau Server
Power BI|PowerBI|Microsoft Power BI
=Looker|Looker Studio|Google Data Studio|Data Studio
Qlik|QlikView|Qlik Sense
Mixpanel
=Amplitude
Apache Superset|=~Superset
Metabase
Streamlit
ThoughtSpot
SSIS|SQL Server Integration Services
SSRS|SQL Server Reporting Services
SSAS|SQL Server Analysis Services
Informatica|Informatica PowerCenter
Talend
Alteryx
KNIME
RapidMiner
=SAS|SAS Enterprise Guide|SAS programming|Base SAS
Anomaly Detection|outlier detection
Recommender Systems|recommendation systems|recommendation engines
Clustering|k-means|cluster analysis
Classification models|classification
Neural Networks|neural network|artificial neural networks|ANN
Convolutional Neural Networks|CNN|CNNs
Recurrent Neural Networks|RNN|RNNs
LSTM
Generative Adversarial Networks|GANs|GAN
Transformers architecture|transformer models|attention mechanisms
Bayesian Statistics|Bayesian inference|Bayesian methods
Mathematical Optimization|optimization problems|decision optimization
Operations Research|OR modeling
Linear Programming|LP modeling
Mixed Integer Programming|MIP|MILP|mixed-integer programming
Constraint Programming
Evidently AI|=~Evidently
WhyLogs|whylabs
Model Monitoring|ML monitoring|model observability
Data Drift|concept drift|prediction drift
Feature Stores|feature store
Model Registry|model registries
Model Deployment|model serving|deploying models|inference deployment
Embeddings|vector embeddings|word embeddings
Semantic Search
Sentiment Analysis
Speech Recognition|ASR|speech-to-text
Image Processing
Object Detection|YOLO
Image Classification
Text Classification|text classifiers
Named Entity Recognition|NER
Topic Modeling|LDA topic modeling
Information Retrieval
Search Relevance|ranking models|learning to rank
Causal Inference
Econometrics
Survival Analysis
Monte Carlo Simulation|Monte Carlo
Dimensionality Reduction|PCA|principal component analysis
Ensemble Methods|random forest|random forests|gradient boosting
Decision Trees|decision tree
Support Vector Machines|SVM
Data Annotation|data labeling|labelling
Synthetic Data
Model Evaluation|model validation
Model Interpretability|explainable AI|XAI|SHAP|interpretability methods
AutoML
Distributed Computing|distributed compute|distributed training
GPU Programming|GPU computing
Data Storytelling
Dashboards|dashboard development|dashboarding
Business Intelligence|BI|BI tools
Report Development|reporting tools|report building
KPIs Dashboards|KPI dashboards
Excel Modeling|spreadsheet modeling
Google BigQuery ML|BigQuery ML
Azure Machine Learning|Azure ML
Google AI Platform
NVIDIA CUDA Toolkit
Hugging Face Hub
Stable Diffusion
Diffusion Models
Vision Transformers|ViT
BERT
GPT|GPT-4|GPT-3
Llama|LLaMA
Claude API
Agents frameworks|AI agents|agentic AI
Vector Search
Airbyte
Fivetran
Stitch Data
Segment|Twilio Segment
Snowplow
Great Expectations
Delta Lake
Apache Iceberg|Iceberg
Apache Hudi|Hudi
Parquet|Apache Parquet
Avro|Apache Avro
Protocol Buffers|Protobuf|protobufs
Apache NiFi|NiFi
Apache Storm
Presto|PrestoDB
Trino
Apache Druid|Druid
Apache Pinot
Redash
Mode Analytics
Sisense
Domo
MicroStrategy
Cognos|IBM Cognos
Business Objects|SAP BusinessObjects|BusinessObjects
Crystal Reports
`,
  },
  {
    field: 'technology',
    category: 'security',
    entries: `
Cybersecurity|cyber security|IT security
Information Security|InfoSec
Network Security
Application Security|AppSec
Penetration Testing|pen testing|pentesting|ethical hacking
Vulnerability Assessment|vulnerability management|vulnerability scanning
SIEM|security information and event management
Security Operations Center|SOC|security operations
Incident Response|security incident response
Threat Modeling
Threat Intelligence|threat hunting
Identity and Access Management|IAM|identity management|access management
Zero Trust|zero-trust architecture
Encryption|cryptography
PKI|public key infrastructure
TLS/SSL|TLS|SSL|SSL/TLS|~HTTPS
Firewalls|firewall|firewall configuration|next-generation firewalls
IDS/IPS|intrusion detection|intrusion prevention|IDS|IPS
OWASP|OWASP Top 10
Burp Suite
Metasploit
Nmap
Wireshark
Kali Linux
Nessus
Qualys
CrowdStrike|CrowdStrike Falcon
SentinelOne
Palo Alto Networks|Palo Alto firewalls
Fortinet|FortiGate
SOC 2|SOC2|SOC 2 Type II
ISO 27001|ISO/IEC 27001
NIST Cybersecurity Framework|NIST|NIST CSF|NIST 800-53
PCI DSS|PCI|PCI compliance
GDPR|General Data Protection Regulation
CCPA
CISSP
CISM
CEH|Certified Ethical Hacker
CompTIA Security+|Security+|Sec+
OSCP
CISA|Certified Information Systems Auditor
GIAC|GSEC
Security Audits|security audit|security assessments
Endpoint Security|endpoint protection|EDR
SAST|static application security testing|static analysis security
DAST|dynamic application security testing
Malware Analysis|reverse engineering malware
Digital Forensics|computer forensics|forensics
Okta
Active Directory|Microsoft Active Directory
Multi-Factor Authentication|MFA|2FA|two-factor authentication
Single Sign-On|SSO
Security Compliance|security policies
Data Loss Prevention|DLP
Email Security|phishing prevention|anti-phishing
Microsoft Defender|Defender for Endpoint
Microsoft Sentinel|Azure Sentinel
Splunk Enterprise Security|Splunk ES
Secure Coding|secure software development
Risk Management Framework|RMF
FedRAMP
HITRUST
Security Clearance|secret clearance|top secret clearance|TS/SCI
Privileged Access Management|PAM|CyberArk
Network Access Control|NAC
Vulnerability Remediation|patch management|patching
Container Security
Cloud Security Posture Management|CSPM
Bug Bounty
Red Teaming|red team
Blue Team
`,
  },
  {
    field: 'technology',
    category: 'testing',
    entries: `
Unit Testing|unit tests|unit test
Integration Testing|integration tests
End-to-End Testing|E2E testing|end to end testing|E2E tests|end-to-end tests
Test Automation|automated testing|automation testing|automated tests|testing frameworks|automated testing frameworks
Manual Testing
Regression Testing
Performance Testing
Load Testing|stress testing
=Jest
=~Mocha
=~Chai
=~Jasmine
=~Karma
Vitest
=Cypress|Cypress.io
=Playwright
Selenium|Selenium WebDriver
Puppeteer
WebdriverIO
Appium
JUnit|JUnit 5
TestNG
Mockito
pytest|PyTest
RSpec
Capybara
Cucumber|Gherkin
Behavior-Driven Development|BDD|behaviour driven development
Test-Driven Development|TDD|test driven development
Postman|Postman API
SoapUI
JMeter|Apache JMeter
Gatling
=k6
LoadRunner|Micro Focus LoadRunner
React Testing Library|Testing Library|RTL
=~Enzyme
Quality Assurance|QA|quality assurance testing|software quality assurance|QA testing
Test Planning|test plans|test strategy
Test Cases|test case design|writing test cases
Bug Tracking|defect tracking|bug reports|bug reporting
User Acceptance Testing|UAT
Smoke Testing
API Testing
Mobile Testing
Cross-Browser Testing|BrowserStack|Sauce Labs
Code Coverage|test coverage
Mocking|mocks|test doubles
Contract Testing|Pact
Screen Reader Testing|screen-reader testing|assistive technology testing
Keyboard Navigation Testing|keyboard navigation
Visual Regression Testing|Chromatic|Percy
Property-Based Testing|QuickCheck|Hypothesis testing library
Mutation Testing
Fuzz Testing|fuzzing
ISTQB|ISTQB certified
TestRail
Zephyr
qTest
Katalon
Ranorex
TestComplete
Robot Framework
xUnit
NUnit
PHPUnit
`,
  },
  {
    field: 'technology',
    category: 'tools',
    entries: `
Git|Git version control
GitHub
GitLab
Bitbucket
SVN|Subversion|Apache Subversion
Mercurial
Version Control|source control|revision control|version control systems
Jira|Atlassian Jira
Confluence|Atlassian Confluence
=Trello
=Asana
Monday.com
=Notion
=Slack
Microsoft Teams|MS Teams
=Zoom|Zoom Video
VS Code|Visual Studio Code|VSCode
IntelliJ IDEA|IntelliJ
=Eclipse|Eclipse IDE
Visual Studio
Xcode|XCode
Android Studio
=Vim|Neovim
Emacs
PyCharm
WebStorm
ServiceNow
Zendesk
Freshdesk
SharePoint|Microsoft SharePoint|SharePoint Online
Power Automate|Microsoft Flow
Power Apps|PowerApps|Microsoft Power Apps
Power Platform|Microsoft Power Platform
Zapier
Airtable
Smartsheet
=Miro
Lucidchart
Microsoft Visio|Visio|MS Visio
Linear app
ClickUp
Basecamp
Wrike
Jira Service Management|JSM|Jira Service Desk
Homebrew
Chocolatey
Interface Builder
Sublime Text
Notepad++
Postman Collections
Swagger UI
Insomnia
Charles Proxy
Fiddler
Datadog APM
Grafana Loki|Loki
Cursor IDE
GitHub Copilot|Copilot
ChatGPT
Stack Overflow
Code Review|code reviews|peer code reviews
Pair Programming
Refactoring|code refactoring
Clean Code|clean code principles
Technical Debt Management|technical debt
Documentation Tools|docs-as-code
`,
  },
  {
    field: 'technology',
    category: 'it-networking',
    entries: `
TCP/IP|TCP|IP networking
DNS|Domain Name System
DHCP
~HTTP|HTTP/2|HTTP protocol
VPN|virtual private network|VPNs
LAN|local area network
WAN|wide area network|SD-WAN
VLAN|VLANs
Routing|routers|routing protocols|BGP|OSPF
Switching|switches|network switches
Cisco|Cisco IOS|Cisco networking
CCNA|Cisco Certified Network Associate
CCNP|Cisco Certified Network Professional
CCIE
Juniper|Junos|Juniper Networks
Network Administration|network administrator|network management
System Administration|sysadmin|systems administration
Group Policy|GPO|Group Policy Objects
Microsoft 365|Office 365|O365|M365
Exchange Server|Microsoft Exchange|Exchange Online
Help Desk|helpdesk|service desk
Technical Support|tech support|IT support|technical assistance
Desktop Support|desktop support technician|end-user support
Troubleshooting|troubleshoot|problem resolution|diagnosing issues
Hardware Troubleshooting|hardware repair|hardware support|hardware setup
Software Installation|software deployment|application installation
ITIL|ITIL v4|ITIL Foundation
ITSM|IT service management
Ticketing Systems|ticketing system|ticket management
Remote Desktop|RDP|remote support|TeamViewer
SCCM|Microsoft Endpoint Configuration Manager|MECM|ConfigMgr
Microsoft Intune|Intune|Endpoint Manager
Jamf|JAMF Pro
Mobile Device Management|MDM solutions
Printer Support|printer troubleshooting|printers
Wi-Fi|WiFi|wireless networking|WLAN
CompTIA A+|A+ certification|A+ certified
CompTIA Network+|Network+
MCSE|Microsoft Certified Systems Engineer
MCSA
Microsoft Certified|Microsoft certification
Modern Desktop Administrator|MD-100|MD-101
Apple Certified Support Professional|ACSP
AppleCare
Google IT Support Professional Certificate|Google IT Support
IT Asset Management|ITAM|asset management IT
Active Directory Administration|AD administration
Network Monitoring|SolarWinds|PRTG
Packet Analysis|packet capture
Load balancer configuration|F5|F5 BIG-IP
Network Design|network architecture
Structured Cabling|cabling
VoIP|voice over IP|IP telephony
Unified Communications|=~UC
Data Center Operations|data center|data centre
Server Administration|server management|servers
Storage Area Networks|storage area network|=~SAN|=~NAS|SAN storage|NAS storage|network-attached storage|network attached storage
Backup Software|Veeam|Commvault
Disk Imaging|disk imaging|system imaging
Password Resets|account administration
User Onboarding IT|user provisioning|account provisioning
IT Documentation|knowledge base articles|knowledge base
Computer Hardware|PC hardware|hardware
Operating Systems|=OS
Peripheral Setup|peripherals
Mac Support|Apple support|macOS support
Chromebooks|ChromeOS|Chrome OS
Google Workspace Admin|G Suite admin
`,
  },
  {
    field: 'technology',
    category: 'engineering-practices',
    entries: `
Object-Oriented Programming|OOP|object oriented programming|OOD|object-oriented design
Functional Programming|=FP
Design Patterns|software design patterns|design patters
Data Structures|data structure
Algorithms|algorithm design|algorithmic problem solving
System Design|systems design
Software Architecture|architecture design|solution architecture|architectural decisions
Distributed Systems|distributed architecture
Software Engineering|software development|software engineering principles|software engineering principals
Agile|Agile methodologies|Agile methodology|Agile development|agile environment|Agile/Scrum
Scrum|Scrum framework
Kanban
SAFe|Scaled Agile Framework|Scaled Agile
Waterfall|waterfall methodology
SDLC|software development life cycle|software development lifecycle
SOLID Principles|=SOLID
Domain-Driven Design|DDD|domain driven design
API Design|API development|API design and development
Embedded Systems|embedded software|embedded development
Firmware|firmware development
RTOS|real-time operating systems|FreeRTOS
Internet of Things|IoT
Blockchain|blockchain technology|distributed ledger
=Ethereum
Smart Contracts|smart contract
Web3|Web 3.0|DeFi|decentralized finance
Game Development|game dev|game design
=Unity|Unity3D|Unity 3D
Unreal Engine|UE5|UE4|=Unreal
Augmented Reality|AR|AR/VR
Virtual Reality|VR
Computer Graphics
OpenGL
Vulkan
DirectX
Robotics
ROS|Robot Operating System
PLC Programming|PLC|programmable logic controllers|ladder logic
SCADA
Arduino
Raspberry Pi
FPGA
Microcontrollers|MCU|STM32|ESP32
Signal Processing|DSP|digital signal processing
Control Systems
Simulink|MATLAB/Simulink
Computer Networking|networking|network fundamentals|networking concepts
Operating Systems Internals
Compilers|compiler design
Parallel Computing|parallel programming|MPI|OpenMP
High-Performance Computing|HPC
Quantum Computing
Technical Documentation|API documentation|software documentation
Open Source|open-source|OSS|open source contributions
Accessibility engineering
Internationalization|i18n|localization|l10n
Mobile UI|mobile interfaces
Event Sourcing|CQRS
Service-Oriented Architecture|SOA
Monorepos|monorepo|Nx|Turborepo
Software Licensing
`,
  },
  {
    field: 'design-media',
    category: 'design',
    entries: `
UI Design|user interface design|UI designer work|visual design for interfaces
UX Design|user experience design|user experience|UX
UI/UX|UI/UX design|UX/UI|UX/UI design
User Research|UX research|user interviews
Wireframing|wireframes
Prototyping|prototypes|rapid prototyping
Design Systems|design system|component libraries|component library
Interaction Design|IxD
Usability Testing|usability studies
Information Architecture|IA design
=Figma
=Sketch|Sketch app
Adobe XD|XD
InVision
Zeplin
Balsamiq
Axure|Axure RP
Adobe Photoshop|Photoshop
Adobe Illustrator|Illustrator
Adobe InDesign|InDesign
Adobe Premiere Pro|Premiere Pro|Premiere
Adobe After Effects|After Effects
Adobe Creative Suite|Adobe Creative Cloud|Adobe CC
Adobe Lightroom|Lightroom
Adobe Acrobat|Acrobat|Acrobat Pro
Adobe Audition
=Canva
=Blender
Autodesk Maya|=~Maya
Cinema 4D|C4D
Final Cut Pro|FCP
DaVinci Resolve
Graphic Design|graphic designer work|visual design
Motion Graphics|motion design
Video Editing|video production
Photography|photo editing
Typography
Branding Design|brand identity|visual identity
Illustration|digital illustration
3D Modeling|3D modelling
Animation|2D animation|3D animation
Print Design|print production
Web Design|website design
Logo Design
Layout Design|page layout
Color Theory
Storyboarding|storyboards
Visual Communication
Packaging Design
Accessibility Design|inclusive design
Human-Computer Interaction|HCI
Design Thinking
Journey Mapping|customer journey mapping|user journey mapping|journey maps
Personas|user personas
Card Sorting
Heuristic Evaluation
Content Design|UX writing|microcopy
Podcast Production|audio editing
Social Media Graphics
`,
  },
  // ===================================================================================== health care
  {
    field: 'healthcare',
    category: 'clinical',
    entries: `
Registered Nurse|=RN|R.N.|registered nursing|RN license|RN licensure
Licensed Practical Nurse|=LPN|licensed practical nursing
Licensed Vocational Nurse|=LVN
Certified Nursing Assistant|=CNA|nursing assistant|nurse aide
Nurse Practitioner|=NP|APRN|FNP|family nurse practitioner
Basic Life Support|=BLS|BLS certified|BLS certification|BLS for Healthcare Providers
Advanced Cardiovascular Life Support|=ACLS|ACLS certified|ACLS certification
Pediatric Advanced Life Support|=PALS|PALS certified
Neonatal Resuscitation Program|=NRP
CPR|cardiopulmonary resuscitation|CPR certified|CPR certification
First Aid|first aid certified
Trauma Nursing Core Course|=TNCC
Critical Care Registered Nurse|=CCRN
Electronic Health Records|EHR|EHRs|electronic health record|EHR systems
Electronic Medical Records|EMR|EMRs|electronic medical record
=Epic|Epic Systems|Epic EHR|EpicCare|Epic Hyperspace
Cerner|Cerner PowerChart|Oracle Health
Meditech|MEDITECH
athenahealth|athenaOne
eClinicalWorks|eCW
Allscripts
NextGen Healthcare|NextGen
Patient Care|direct patient care|bedside care|patient-centered care
Patient Assessment|patient assessments|health assessment|nursing assessment|head-to-toe assessments
Patient Education|patient teaching|health education for patients
Patient Advocacy|patient advocate
Care Planning|care plans|nursing care plans|plan of care
Medication Administration|administering medications|med administration|medication management
IV Therapy|IV insertion|intravenous therapy|IV starts|peripheral IV
Phlebotomy|phlebotomist skills
Venipuncture
Wound Care|wound management|wound dressing
Vital Signs|vitals|vital sign monitoring
Triage|patient triage
Telemetry|telemetry monitoring|cardiac monitoring
Cardiac Rhythm Interpretation|cardiac rhythms|cardiac rhythm|rhythm interpretation|arrhythmia recognition|rhythm strips
Critical Care|intensive care|ICU|=CCU|MICU|SICU
Emergency Nursing|emergency department|emergency room|=ER nursing
Medical-Surgical Nursing|Med-Surg|med surg|medical surgical
Pediatrics|pediatric nursing|pediatric care|PEDS
Geriatrics|geriatric care|gerontology|elder care
Oncology|oncology nursing|chemotherapy administration
Labor and Delivery|L&D|obstetric nursing|obstetrics
Neonatal Care|NICU|neonatal intensive care
Psychiatric Nursing|psych nursing|behavioral health nursing
Mental Health|mental health care|mental health services
Home Health|home health care|home healthcare
Hospice|hospice care|end-of-life care
Palliative Care
Long-Term Care|LTC|skilled nursing|skilled nursing facility|SNF
Infection Control|infection prevention|infection control protocols
Discharge Planning|discharge instructions
Case Management|case manager work|nurse case management
Care Coordination|coordination of care
Clinical Documentation|nursing documentation|charting|medical documentation
HIPAA|HIPAA compliance|HIPAA regulations|Health Insurance Portability and Accountability Act
Joint Commission Standards|Joint Commission|JCAHO
CMS Regulations|CMS guidelines|Centers for Medicare & Medicaid Services
Medical Terminology
Medical Coding|medical coder work|clinical coding
ICD-10|ICD-10-CM|ICD-10-PCS|ICD 10
CPT Coding|CPT|CPT codes
HCPCS
Medical Billing|medical biller work|healthcare billing
Medical Billing and Coding|billing and coding
Revenue Cycle Management|RCM|revenue cycle
Prior Authorization|prior authorizations|pre-authorization
Insurance Verification|eligibility verification|benefits verification
Claims Processing|claims submission|insurance claims
=Medicare
=Medicaid
Patient Scheduling|appointment scheduling|patient appointments|appointment booking
Medical Records|health records|patient records
Health Information Management|HIM
Clinical Research|clinical research coordination
Clinical Trials|clinical studies
Good Clinical Practice|ICH-GCP|ICH GCP
Institutional Review Board|IRB
Pharmacology
Pharmacy Operations|pharmacy practice|retail pharmacy
Sterile Compounding|IV compounding|USP 797
Medication Reconciliation|med reconciliation
Radiology|radiologic technology|diagnostic imaging
X-Ray|radiography|x-rays
MRI|magnetic resonance imaging
CT Scan|computed tomography|CT scans|CAT scan
Ultrasound|sonography|diagnostic medical sonography
EKG|ECG|electrocardiogram|12-lead EKG|12-lead ECG
Respiratory Therapy|respiratory care
Ventilator Management|mechanical ventilation|ventilators
Physical Therapy|physiotherapy|PT treatment
Occupational Therapy|OT treatment
Speech-Language Pathology|speech therapy|SLP
Rehabilitation|rehab
Dialysis|hemodialysis|peritoneal dialysis
Anesthesia|anesthesiology
Surgical Assisting|surgical assistance|scrub tech|surgical technology
Sterile Technique|aseptic technique|sterile field
Operating Room|perioperative nursing|OR nursing|perioperative care
PACU|post-anesthesia care
Public Health
Epidemiology
Health Education|health promotion
Nutrition|nutrition counseling|clinical nutrition
Dietetics|registered dietitian|=RD
Dental Hygiene|dental cleanings|prophylaxis
Dental Assisting|chairside assisting
Specimen Collection|lab specimen collection|specimen processing
Laboratory Testing|lab testing|clinical laboratory
Point-of-Care Testing|POCT
Blood Glucose Monitoring|glucose monitoring|fingerstick
Catheterization|Foley catheter|urinary catheterization
Tracheostomy Care|trach care
Enteral Feeding|tube feeding|G-tube|NG tube
Fall Prevention|falls prevention
Patient Safety
Evidence-Based Practice|EBP|evidence based practice
Interdisciplinary Collaboration|multidisciplinary team|interdisciplinary team|care team collaboration
Compassionate Care|empathy in care
Medical Assisting|medical assistant duties
Certified Medical Assistant
Emergency Medical Technician|=EMT|EMT-B|EMT-Basic
Paramedic|EMT-P
Dementia Care|Alzheimer's care|memory care
Behavioral Health
Crisis Intervention|crisis management counseling|de-escalation
Counseling|therapy sessions|psychotherapy
Social Work|social services|LCSW|LMSW
Healthcare Administration|health care administration|healthcare management
Sepsis Management|sepsis protocols|sepsis bundles
Rapid Response|code blue|rapid response team
Cardiac Care|cardiology|cardiac nursing
Stroke Care|stroke certified|NIHSS
Diabetes Management|diabetes education|diabetic care
Pain Management
Immunizations|vaccinations|vaccine administration
Injections|intramuscular injections|subcutaneous injections
Medication Dispensing|Pyxis|Omnicell
Chart Review|chart audits
Utilization Review|=UR
Quality Improvement in healthcare|QAPI|clinical quality improvement
Nursing Leadership|charge nurse|nurse manager duties
Preceptor|precepting|preceptorship
Patient Transport|patient transfers
Activities of Daily Living|ADLs|ADL assistance|personal care
Bathing and Grooming|hygiene assistance
Mobility Assistance|ambulation|transfer assistance
Intake and Output|I&O monitoring
Admissions and Discharges|patient admissions
HL7|FHIR|health level seven
Telehealth|telemedicine|virtual care
Population Health
Clinical Informatics|nursing informatics|health informatics
Healthcare Compliance|regulatory compliance healthcare
OSHA Bloodborne Pathogens|bloodborne pathogens
PPE Usage|personal protective equipment|PPE
CPI Certification|nonviolent crisis intervention|CPI
ATLS|Advanced Trauma Life Support
Certified Emergency Nurse|CEN
Oncology Certified Nurse|OCN
Wound Care Certified|WCC|CWOCN
Board Certified|board certification
BSN|Bachelor of Science in Nursing
MSN|Master of Science in Nursing
NCLEX|NCLEX-RN|NCLEX-PN
Veterinary Care|veterinary technician|vet tech
Animal Handling|animal restraint
Optometry|eye exams
Audiology|hearing tests
Orthopedics|orthopedic nursing
Neurology|neuro nursing
Urology
Gastroenterology|=~GI
Endoscopy
Wound Vac|negative pressure wound therapy|NPWT
Central Line Care|central lines|PICC lines|PICC
Blood Transfusion|blood administration|transfusions
Chemotherapy|chemo
Hospital Operations|hospital administration
Medical Device Knowledge|medical devices
Case Notes|progress notes|SOAP notes
`,
  },
  // ===================================================================================== finance & accounting
  {
    field: 'finance',
    category: 'accounting',
    entries: `
Certified Public Accountant|=CPA|C.P.A.|CPA license|CPA licensed
Chartered Financial Analyst|=CFA|CFA charterholder|CFA Level I|CFA Level II|CFA Level III
Certified Management Accountant
Certified Internal Auditor
Enrolled Agent
Chartered Accountant|=ACA|=ACCA
Certified Fraud Examiner|=CFE
Certified Financial Planner|=CFP
Financial Risk Manager|=FRM
GAAP|US GAAP|U.S. GAAP|generally accepted accounting principles
IFRS|International Financial Reporting Standards
Accounts Payable|=~AP|A/P|payables
Accounts Receivable|=~AR|A/R|receivables
General Ledger|=GL|G/L|general ledger accounting|ledger
Reconciliation|reconciliations|account reconciliation|account reconciliations|balance sheet reconciliations|reconcilliations|reconcililations
Bank Reconciliation|bank reconciliations|bank recs
Intercompany Reconciliation|intercompany balances|intercompany accounting|inter-company balances|intercompany eliminations
Month-End Close|month end close|monthly close|month-end closing|close process
Year-End Close|year end close|year-end closing|annual close
Financial Reporting|financial reports|management reporting|statutory reporting|statutory accounting
Financial Statements|financial statement preparation|balance sheets|income statements|cash flow statements|P&L statements|balance sheet
Financial Analysis|financial analyses|financial analyst work
Financial Modeling|financial models|financial modelling
Budgeting|budget preparation|budget forecasts|budget planning|budget development
Forecasting|financial forecasting|forecasts
FP&A|financial planning and analysis|financial planning & analysis
Variance Analysis|budget variance analysis|variance reporting
Cost Accounting|costing|standard costing
Managerial Accounting|management accounting|management accounts
Tax Preparation|tax returns|tax return preparation|computing taxes|compute taxes
Tax Accounting|taxation|tax
Tax Compliance|tax filings|tax reporting
Corporate Tax|corporate taxation
Sales Tax|sales and use tax
Auditing|audits|audit|auditing and assurance|assurance services|audit process
Internal Audit|internal auditing|internal audits
External Audit|external audits|audit firms
Audit Coordination|audit support|audit preparation|annual audits
SOX Compliance|SOX|Sarbanes-Oxley|SOX 404
Internal Controls|internal control|controls and procedures|financial controls
Payroll|payroll processing|payroll administration|payroll management
Bookkeeping|bookkeeper duties|books and records
Journal Entries|journal entry|JEs
Accruals|accrual accounting|prepaids and accruals
Fixed Assets|fixed asset accounting|depreciation
Revenue Recognition|ASC 606|rev rec
Lease Accounting|ASC 842|IFRS 16
Consolidation|financial consolidation|consolidations
Fund Accounting|fund accountant work|fund administration
Net Asset Value|=NAV|NAV calculation|NAV calculations
Private Equity
Private Equity Accounting|private equity fund accounting
Hedge Funds|hedge fund
Venture Capital
Investment Banking
Portfolio Management|portfolio managers work
Asset Management|investment management
Wealth Management|private wealth
Risk Management|risk assessment|risk mitigation|risk analysis
Credit Analysis|credit risk|credit underwriting
Underwriting
Valuation|valuations|business valuation
Discounted Cash Flow|DCF|DCF analysis
Mergers and Acquisitions|M&A|mergers & acquisitions
Due Diligence|financial due diligence
Capital Markets
Equity Research
Fixed Income
Derivatives|derivatives trading|swaps
Treasury|treasury management|treasury operations
Cash Management|cash flow management|cash forecasting|cash repatriation
Collections Management|collections management|debt collection
Billing|billing operations|insurance billing|invoicing and billing
Invoicing|invoices|invoice processing
Expense Reports|expense reporting|expense management|T&E
Corporate Finance
Financial Planning|financial plans
Banking|retail banking|commercial banking
Anti-Money Laundering|AML|anti money laundering|BSA/AML
Know Your Customer|KYC
Regulatory Reporting|regulatory filings|regulatory filing submissions|regulatory disclosures
Basel III|=~Basel
Actuarial Science|actuarial analysis
Insurance Industry|insurance industry|insurance sector
Management Fees|management fee|fee calculations
Carried Interest|carry interest|carried interest calculations
Internal Rate of Return|IRR|IRR calculations
Preferred Return|hurdle rate|preferred returns
Capital Calls|capital call|capital call notices
Distribution Notices|distribution notice|distributions to investors
Distribution Waterfall|waterfall calculations|waterfall models|waterfall distributions|distribution waterfalls
Capital Statements|capital account statements|partner capital statements|investor statements
Partnership Accounting|limited partnership|limited partnerships|LP accounting|partnership structures
Special Purpose Vehicles|SPV|SPVs|SPV’s
Investor Reporting|investor relations reporting
Real Estate Accounting|property accounting
Interim Financial Statements|interim financial reporting|quarterly reporting|quarterly accounting
Audited Financial Statements|audited accounts
Statutory Accounts|statutory accounting deliverables|statutory filings
Company Secretarial|corporate secretarial|company secretary work
Entity Management|legal entity management
Cost Control|cost reduction|cost savings
Profit and Loss Management|P&L|P&L management|P&L responsibility
Financial Ratios|key ratios|ratio analysis|debt to equity ratio
Working Capital Management|working capital
Capital Budgeting
Pricing Analysis|pricing models
Procure-to-Pay|P2P|purchase to pay
Order-to-Cash|O2C|order to cash
Record-to-Report|R2R|record to report
Vendor Payments|vendor invoices|supplier payments
1099 Reporting|1099s|1099
Multi-Entity Accounting|multi-currency accounting|foreign currency
Grant Accounting|grants management
Nonprofit Accounting|not-for-profit accounting|fund accounting nonprofit
Government Accounting|GASB|governmental accounting
Budget Management|budget oversight|managing budgets
Accounting Software|accounting systems|accounting software proficiency
Bank Accounts Management|bank account maintenance|SPV bank accounts
Loan Origination|loan processing|mortgage processing
Distressed Debt
Aviation Finance|aircraft leasing
Commercial Real Estate|CRE
Real Estate|real estate investments
Credit Facilities|debt financing
Financial Due Diligence Reporting
Audit Adjustments
Chart of Accounts|COA
Trial Balance
Accounts Analysis|account analysis
Financial Close|close management
Transfer Pricing
Deferred Revenue
Inventory Accounting|inventory valuation
Job Costing
Payroll Taxes|payroll tax
Sales Commissions|commission calculations
Petty Cash
Check Processing|cheque processing|deposits
Cash Handling|cash register|money handling|cash counting
Balancing Cash Drawers|cash drawer reconciliation
`,
  },
  {
    field: 'finance',
    category: 'finance-tools',
    entries: `
QuickBooks|QuickBooks Online|QuickBooks Desktop|QBO|Intuit QuickBooks
Xero
=~Sage|Sage 50|Sage Intacct|Sage 100
Oracle NetSuite|NetSuite
=SAP|SAP ERP|SAP S/4HANA|S/4HANA|SAP ECC|SAP R/3
SAP FICO|SAP FI/CO|SAP FI|SAP CO
Oracle Financials|Oracle EBS|Oracle E-Business Suite|Oracle Fusion
Microsoft Dynamics 365|Dynamics 365|Microsoft Dynamics|Dynamics GP|Great Plains|Dynamics AX|Dynamics NAV
Workday|Workday Financials|Workday HCM
Oracle Hyperion|Hyperion|Hyperion Planning|Essbase
Bloomberg Terminal|Bloomberg
FactSet
Capital IQ|S&P Capital IQ|CapIQ
PitchBook
Refinitiv|Thomson Reuters Eikon|Eikon
Morningstar
ADP|ADP Workforce Now|ADP payroll
Paychex
=Gusto
SAP Concur|Concur
Bill.com
Expensify
Yardi|Yardi Voyager
MRI Software
BlackLine
Adaptive Insights|Workday Adaptive Planning
Anaplan
Lacerte
ProSeries
UltraTax|UltraTax CS
CCH Axcess|CCH|CCH ProSystem
Drake Tax|Drake Software
TurboTax
FreshBooks
Wave Accounting
Zoho Books
Kyriba
Coupa|Coupa Procurement
SAP Ariba|Ariba
Tipalti
Avalara
Vertex tax
Investran
eFront
Allvue
Advent Geneva|Geneva
Murex
Calypso
Aladdin|BlackRock Aladdin
Charles River IMS
SS&C
Bloomberg AIM
Excel Financial Modeling|advanced Excel for finance
Pivot Tables|pivot table|PivotTables
VLOOKUP|VLOOKUPs
XLOOKUP|XLOOKUPs
INDEX MATCH|INDEX/MATCH
Excel Macros|macros
Power Pivot
Financial Software|finance systems
`,
  },
  // ===================================================================================== sales & marketing
  {
    field: 'sales-marketing',
    category: 'sales',
    entries: `
CRM|customer relationship management|CRM systems|CRM software
Salesforce|SFDC|Salesforce.com|Salesforce CRM
Salesforce Administration|Salesforce Admin|Salesforce Administrator
Salesforce Sales Cloud|Sales Cloud
Salesforce Service Cloud|Service Cloud
HubSpot|HubSpot CRM|HubSpot Marketing Hub
Zoho CRM|Zoho
Pipedrive
Outreach.io|=Outreach
Salesloft
=Gong|Gong.io
ZoomInfo
LinkedIn Sales Navigator|Sales Navigator
Apollo.io
Lead Generation|lead gen|generating leads|leads generation
Prospecting|sales prospecting|outbound prospecting
Cold Calling|cold calls|cold-calling
Cold Emailing|cold outreach|outbound email
B2B|business-to-business|B2B sales
B2C|business-to-consumer|B2C sales
SaaS Sales|software sales
Account Management|account manager duties|managing accounts
Key Account Management|KAM|strategic accounts|key accounts
Business Development|biz dev|=BD
Sales Strategy|sales strategies|sales planning
Negotiation|negotiations|negotiating|negotiation skills|negotiated
Closing Deals|deal closing|closing
Consultative Selling|consultative sales
Solution Selling
SPIN Selling
Challenger Sale|Challenger selling
MEDDIC|MEDDPICC|MEDDICC
Sandler Selling|Sandler
Territory Management|territory planning
Pipeline Management|sales pipeline|pipeline development
Sales Forecasting|sales forecasts
Quota Attainment|exceeded quota|quota achievement|sales quotas
Upselling|up-selling|upsell
Cross-Selling|cross selling|cross-sell
Customer Retention|client retention|retention
Customer Success|customer success management|CSM
Inside Sales
Outside Sales|field sales
Enterprise Sales|enterprise accounts
Channel Sales|channel partners|partner sales
Partnerships|strategic partnerships|partner management
Retail Sales|retail sales associate duties
Merchandising|visual merchandising
Point of Sale|=POS|POS systems
Customer Service|customer support|client service|customer care|serving customers
Client Relations|client relationships|client relationship management
Relationship Building|building relationships|rapport building
Contract Negotiation|contract negotiations|negotiate contracts|negotiating contracts
RFP Responses|RFP|RFPs|request for proposal|RFI
Sales Presentations|pitching|sales pitches
Product Demonstrations|product demos|demos
Sales Operations|sales ops|revenue operations|RevOps
Sales Enablement
Sales Management|sales team management|managing sales teams
Sales Training|sales coaching
Account-Based Selling
New Business Development|new logo acquisition|hunting
Customer Onboarding|client onboarding
Renewals|contract renewals
Churn Reduction|churn
Customer Experience|CX
Client Acquisition|customer acquisition
Trade Shows|tradeshows|trade show
Sales Reporting|sales reports|sales metrics
Commission Sales|commission-based sales
Real Estate Sales|property sales
Insurance Sales
Pharmaceutical Sales|pharma sales|medical sales
Automotive Sales|car sales
Wholesale|wholesale accounts
Distribution Sales
Telesales|telemarketing|phone sales
Door-to-Door Sales|canvassing
Sales Cycle Management|full sales cycle|full-cycle sales|full-cycle deals|end-to-end sales cycle
Objection Handling|handling objections
Value Selling|value-based selling
Social Selling
Sales Engineering|sales engineer work|pre-sales|presales
Solutions Consulting|solutions consultant work
Customer Needs Analysis|needs assessment|discovery calls
Quote Preparation|quoting|CPQ
Order Processing|order entry
Price Negotiation|pricing negotiations
Gift Cards and Loyalty Programs|loyalty programs
Store Operations|store management
Inventory Replenishment|restocking|stocking shelves
Loss Prevention|shrink reduction
Product Knowledge
Mystery Shopping
`,
  },
  {
    field: 'sales-marketing',
    category: 'marketing',
    entries: `
Digital Marketing|online marketing|internet marketing
SEO|search engine optimization|search engine optimisation|on-page SEO|technical SEO
SEM|search engine marketing
PPC|pay-per-click|pay per click|paid search
Google Ads|Google AdWords|AdWords
Meta Ads|Facebook Ads|Facebook Advertising|Instagram Ads|Meta Ads Manager
LinkedIn Ads|LinkedIn advertising
Paid Social|paid social media
Google Analytics|GA4|Google Analytics 4|Universal Analytics
Google Tag Manager|GTM
Google Search Console|Search Console
Content Marketing|content creation|content production
Content Strategy|content planning|editorial calendar
Copywriting|copy writing|ad copy|marketing copy
Email Marketing|email campaigns|email marketing campaigns|newsletters
Marketing Automation|automated marketing
Marketo|Adobe Marketo
Pardot|Marketing Cloud Account Engagement
Mailchimp
Klaviyo
Constant Contact
Salesforce Marketing Cloud|SFMC|ExactTarget
Braze
Iterable
Social Media Marketing|SMM|social media campaigns
Social Media Management|social media|social media accounts|social media platforms
Hootsuite
Sprout Social
=~Buffer
=Facebook
=Twitter|X (Twitter)
=Instagram
LinkedIn|LinkedIn marketing
TikTok
YouTube
=Pinterest
Influencer Marketing|influencer partnerships
Brand Management|brand manager work|brand stewardship
Brand Strategy|branding strategy|brand positioning|branding
Market Research|market analysis|marketing research
Competitive Analysis|competitor analysis|competitive intelligence|competitive research
Product Marketing|product marketing management
Go-to-Market Strategy|GTM strategy|go-to-market|go to market|product launches
Growth Marketing|growth hacking|growth strategy
Conversion Rate Optimization|CRO|conversion optimization
Marketing Analytics|marketing metrics|campaign analytics
Affiliate Marketing|affiliate programs
Event Marketing|events marketing
Event Planning|event coordination|event management|organizing events|planning events
Public Relations|=~PR|press relations
Media Relations|press releases|media outreach
Corporate Communications|internal communications|external communications
Campaign Management|marketing campaigns|campaign planning|campaign execution
Account-Based Marketing|ABM
Demand Generation|demand gen
Customer Segmentation|market segmentation|audience segmentation
Adobe Analytics|Omniture
Semrush|SEMrush
Ahrefs
=Moz|Moz Pro
Screaming Frog
Shopify|Shopify Plus
WooCommerce
Magento|Adobe Commerce
BigCommerce
E-commerce|ecommerce|e-commerce|online retail|eCommerce
Amazon Seller Central|Amazon marketplace|Amazon FBA
Marketplace Management|online marketplaces
Pricing Strategy|pricing|price optimization
Net Promoter Score|NPS|NPS surveys
Customer Insights|consumer insights
Marketing Strategy|marketing plans|marketing planning
Integrated Marketing|integrated marketing campaigns|IMC
Trade Marketing
Field Marketing
Partner Marketing|co-marketing
Lifecycle Marketing|retention marketing|CRM marketing
Mobile Marketing|SMS marketing|push notifications
Video Marketing
Programmatic Advertising|programmatic|DSP buying
Media Buying|media planning
Display Advertising|banner ads
Retargeting|remarketing
Attribution Modeling|marketing attribution|multi-touch attribution
Marketing Mix Modeling|MMM
Landing Pages|landing page optimization
Community Management|online community
Public Speaking at events|conference speaking
Sponsorships|sponsorship management
Localization Marketing
Product Launch|launch planning
Content Management Systems|CMS|content management system
Blogging|blog writing|blog posts
Editorial Writing|article writing|feature writing
Journalism|news writing|reporting news
Press Kits
Crisis Communications|crisis communication
Reputation Management|online reputation management
Customer Surveys|survey design|surveys
Focus Groups
Qualtrics
SurveyMonkey
Hotjar
FullStory
Optimizely
VWO
Unbounce
Direct Mail|direct marketing
Guerrilla Marketing
Print Advertising
Radio Advertising|broadcast advertising|TV advertising
Out-of-Home Advertising|OOH|billboards
`,
  },
  {
    field: 'sales-marketing',
    category: 'product',
    entries: `
Product Management|product manager work|product ownership
Product Roadmap|roadmap|roadmaps|roadmapping|product roadmaps|roadmap planning
Product Strategy|product vision
Product Requirements Documents|PRD|PRDs|product requirements|requirements documents
User Stories|user story|story writing
Acceptance Criteria
Backlog Management|product backlog|backlog grooming|backlog refinement|backlog prioritization
Stakeholder Management|stakeholder engagement|managing stakeholders|stakeholder alignment|stakeholder communication
Customer Discovery|customer discovery interviews|discovery interviews|customer interviews
Product Discovery
Prioritization Frameworks|RICE|MoSCoW|prioritization
OKRs|OKR|objectives and key results
KPIs|KPI|key performance indicators|metrics tracking|KPI tracking
Product Analytics|product metrics
Funnel Analysis|funnel data|conversion funnels|funnels
Cohort Analysis|retention analysis
Product Lifecycle Management|PLM|product lifecycle
Product Owner|=~PO|Certified Scrum Product Owner|CSPO
Sprint Planning|sprint planning meetings|sprints|sprint cycles|2-week sprint cycles
Release Planning|release management product
Feature Specification|feature specs|functional specifications|specs
Market Requirements|MRD
Voice of the Customer|VOC
Jobs to Be Done|JTBD
Product-Led Growth|PLG
Pricing and Packaging|monetization
Platform Products|platform product management
Technical Product Management|technical product manager work
Product Operations|product ops
Competitive Positioning
Customer Feedback|user feedback|feedback loops
Beta Programs|beta testing
Aha!|Aha roadmaps
Productboard
Pendo
`,
  },
  // ===================================================================================== operations & supply chain
  {
    field: 'operations',
    category: 'operations',
    entries: `
Six Sigma|6 Sigma|Six Sigma methodology
Lean Six Sigma|LSS
Six Sigma Green Belt|Green Belt|Lean Six Sigma Green Belt
Six Sigma Black Belt|Black Belt|Lean Six Sigma Black Belt
Six Sigma Yellow Belt|Yellow Belt
=Lean|Lean methodology|Lean principles|lean management
Lean Manufacturing|lean production
Kaizen|kaizen events
5S|5S methodology
Continuous Improvement|CI initiatives|continuous process improvement
Process Improvement|process improvements|process optimization|business process improvement|improving processes
Root Cause Analysis|RCA|root cause|5 Whys|fishbone diagrams
Value Stream Mapping|VSM
DMAIC
Total Quality Management|TQM
Inventory Management|inventory|inventory levels|stock management
Inventory Control|inventory accuracy|inventory audits
Cycle Counting|cycle counts|physical inventory
Logistics|logistics management|logistics coordination
Supply Chain Management|SCM|supply chain|supply chain operations
Procurement|procurement management|procuring
Purchasing|purchase orders|=POs|buying
Sourcing|supplier sourcing
Strategic Sourcing|category management
Vendor Management|vendor relations|vendor relationships|managing vendors|vendor contracts|external service providers
Supplier Management|supplier relationships|supplier relationship management|SRM
Contract Management|contract administration|contracts management
Demand Planning|demand forecasting
Supply Planning|supply and demand planning
Sales and Operations Planning|S&OP|SIOP
Material Requirements Planning|MRP|MRP II
Enterprise Resource Planning|ERP|ERP systems|ERP software
Warehouse Management|warehousing|warehouse operations
Warehouse Management Systems|WMS|Manhattan WMS|Manhattan Associates
Distribution Operations|distribution center|DC operations
Shipping and Receiving|shipping & receiving|shipping/receiving|shipping clerk duties
Freight Management|freight forwarding|freight brokerage|LTL|FTL
Transportation Management|transportation|TMS|transportation management systems
Fleet Management|fleet operations
Import/Export|imports|exports|international shipping|global trade
Customs Compliance|customs brokerage|customs clearance
Order Fulfillment|fulfillment|order picking|pick and pack
Order Management|order management systems|OMS
Forklift Operation|forklift|forklift certified|forklift certification|reach truck|pallet jack|powered industrial truck|=PIT
OSHA|OSHA regulations|OSHA compliance|OSHA 10|OSHA 30
Workplace Safety|safety compliance|safety programs|EHS|environmental health and safety
Quality Control|=QC|quality checks|quality inspections
ISO 9001|ISO 9001:2015|ISO standards|ISO certification
Good Manufacturing Practices|GMP|cGMP
FDA Regulations|FDA compliance|FDA
HACCP|food safety|ServSafe
Production Planning|production scheduling|production control
Manufacturing|manufacturing operations
Just-in-Time|JIT|just in time
Operations Management|business operations|daily operations|operational management
Project Management|project manager duties|managing projects|project delivery|PM methodologies
Program Management|program manager duties|programme management
PMP|Project Management Professional|PMP certified|PMP certification
PRINCE2
CAPM|Certified Associate in Project Management
Certified ScrumMaster|CSM certification|Scrum Master Certification|Scrum Master|Certified Scrum Master|PSM
Resource Planning|resource allocation|resource management
Capacity Planning|capacity management
Facilities Management|facility management|facilities operations|building maintenance
Preventive Maintenance|preventative maintenance|PM schedules|maintenance planning
Scheduling|work scheduling|shift scheduling|crew scheduling|staff scheduling
Dispatching|dispatch operations|route dispatch
Route Planning|route optimization|routing logistics
Blue Yonder|JDA Software|JDA
Kinaxis|RapidResponse
Oracle SCM|Oracle Supply Chain
SAP MM|SAP Materials Management
SAP SD|SAP Sales and Distribution
SAP PP|SAP Production Planning
SAP EWM|SAP WM
Microsoft Project|MS Project
Gantt Charts|Gantt
Change Management|organizational change management|change control|OCM
Business Continuity|business continuity planning|BCP
Operational Efficiency|efficiency improvements|productivity improvement
Standard Operating Procedures|SOPs|SOP|SOP development|procedures development
Policy Development|policies and procedures|procedures and controls
Compliance|compliance management|regulatory compliance|compliance programs
Audit Readiness|audit compliance
Budget Tracking|cost tracking
KPI Reporting|operational reporting|performance reporting
Vendor Negotiation|supplier negotiations|negotiate supply vendor contracts
Cost Analysis|cost-benefit analysis
Spend Analysis
Third-Party Logistics|3PL|third party logistics
Last-Mile Delivery|last mile|delivery operations
Cold Chain|cold chain logistics
Hazmat|hazardous materials handling|HAZMAT certified|DOT hazmat
Commercial Driver's License|CDL|CDL Class A|CDL-A
DOT Regulations|DOT compliance
Material Handling|materials handling
Packaging|packing|packaging operations
Labeling|barcode labeling
Barcode Scanning|RF scanners|RF scanning|barcode scanners
RFID
Kitting
Cross-Docking|cross docking
Reverse Logistics|returns processing|returns management
Load Planning|loading and unloading|loading trucks|unloading trucks
Dock Operations|dock management
Yard Management
Assembly Line|production line
Machine Operation|machine operator skills|operating machinery|equipment operation
CNC Machining|CNC|CNC programming|CNC operation
Welding|MIG welding|TIG welding|arc welding
Blueprint Reading|reading blueprints|technical drawings
GD&T|geometric dimensioning and tolerancing
Quality Management Systems|QMS
Statistical Process Control|SPC
Failure Mode and Effects Analysis|FMEA|PFMEA
Corrective and Preventive Action|CAPA|corrective actions
Production Efficiency|OEE|overall equipment effectiveness
Plant Management|plant operations
Shift Supervision|shift lead duties|shift management
Team Scheduling|rostering
Labor Management|labor planning|workforce management|WFM
Safety Training|safety meetings|safety meeting|toolbox talks|toolbox talk
Lockout/Tagout|LOTO|lockout tagout
Facility Security|security operations physical|physical security
Office Management|office operations|office manager duties|office administration
Administrative Support|administrative assistance|admin support|administrative tasks|clerical support|clerical work
Executive Assistance|executive support|supporting executives
Calendar Management|calendaring|managing calendars|diary management
Travel Coordination|travel arrangements|travel booking|travel planning
Meeting Coordination|meeting planning|meeting scheduling
Reception|receptionist duties|front desk|front desk operations|greeting visitors
Filing|records filing|document filing
Records Management|record keeping|recordkeeping|document management
Data Entry|data input|keying data
Mail Handling|mail processing|mailroom
Office Supplies Management|supply ordering|ordering supplies
Minute Taking|meeting minutes|taking minutes
Correspondence|business correspondence
Document Preparation|preparing documents
Transcription|transcribing
Notary Public|notary
Switchboard Operation|multi-line phones|phone systems|answering phones
Bilingual Office Support
Appointment Reminders|reminder systems
Expense Tracking
Purchase Requisitions|requisitions
Invoice Matching|three-way match|3-way match
Vendor Onboarding
Contract Review
Space Planning|office space planning
Moves Adds and Changes|office moves|relocations
Real Estate Management|property management|lease administration
Hospitality|hospitality management|guest services
Food and Beverage|F&B|food service
Restaurant Management
Hotel Operations|front office operations
Housekeeping|housekeeping operations
Catering|catering management
Food Preparation|food prep|cooking
Menu Planning
Bartending|mixology
Barista Skills|espresso
Janitorial Services|custodial|janitorial
Security Guard Duties|patrols
Groundskeeping|landscaping
Construction Management|construction project management
Estimating|cost estimating
Site Supervision|site management
Building Codes|code compliance
Permitting|permits
Energy Management|energy efficiency
Sustainability|ESG|environmental sustainability
Environmental Compliance|EPA regulations|environmental regulations
Emergency Management|emergency preparedness
Aviation Operations|flight operations
Airport Operations|ground handling
Maritime Operations|port operations
Call Center Operations|call center|contact center
Customer Complaint Resolution|complaint handling|resolving complaints
Quality Assurance Audits|QA audits
Service Level Agreements|SLA|SLAs|SLA management
Outsourcing Management|BPO|outsourcing
Shared Services
Process Documentation|process mapping|process flows
Workflow Automation|workflow optimization|automation of workflows
Cloud-Based Project Management|project management software|project management system|project management tools
`,
  },
  // ===================================================================================== education
  {
    field: 'education',
    category: 'teaching',
    entries: `
Curriculum Development|curriculum design|curriculum writing|developing curriculum
Lesson Planning|lesson plans|lesson plan development|lesson design
Classroom Management|classroom behavior management
Differentiated Instruction|differentiation|differentiated learning
Individualized Education Programs|=IEP|IEPs|individualized education plan|individualized education program|IEP development|IEP meetings
504 Plans|504 plan|Section 504
Special Education|SPED|special needs education|exceptional student education|ESE
English as a Second Language|=ESL|English language learners|=ELL|ELLs|ENL
TESOL|TESL
TEFL
CELTA
Common Core|Common Core State Standards|CCSS
Student Assessment|student assessments|assessing students
Formative Assessment|formative assessments
Summative Assessment|summative assessments
Standardized Testing|standardized tests|state testing|test preparation|test prep
Data-Driven Instruction|data driven instruction|student data analysis
Google Classroom
Canvas LMS|Instructure Canvas|=~Canvas
Blackboard|Blackboard Learn
Moodle
Schoology
Seesaw
Learning Management Systems|LMS|learning management system
Instructional Design|instructional designer work|ADDIE|instructional systems design
E-Learning|eLearning|online learning|e-learning development|online courses
Articulate Storyline|Articulate 360|Storyline|Articulate Rise
Adobe Captivate|Captivate
Camtasia
Educational Technology|EdTech|ed tech|technology integration|instructional technology
Interactive Whiteboards|SMART Board|Smartboard|Promethean
Parent-Teacher Communication|parent communication|parent conferences|parent-teacher conferences|communicating with parents
Behavior Management|behavior plans|behavioral interventions|positive behavior support
PBIS|positive behavioral interventions and supports
Social-Emotional Learning|SEL|social emotional learning
Literacy Instruction|literacy|reading instruction|teaching reading
Reading Intervention|reading specialist work|reading interventions
Guided Reading
Phonics|phonemic awareness
Math Instruction|mathematics instruction|teaching math
STEM Education|STEM|STEAM
Science Instruction|science education|teaching science
Early Childhood Education|ECE|preschool|pre-K|early childhood
Montessori|Montessori method
Tutoring|tutor|private tutoring
Student Engagement|engaging students
Project-Based Learning|PBL|project based learning
Cooperative Learning|collaborative learning|group work
Inquiry-Based Learning|inquiry based learning
Blended Learning|hybrid learning
Online Teaching|remote teaching|virtual teaching|distance learning|virtual instruction
Adult Education|adult learning|andragogy
Higher Education|university teaching|college teaching|post-secondary education
Academic Advising|student advising|advising students
Student Affairs|student services|student life
College Admissions|admissions counseling|admissions
Teaching Certification|teaching license|teacher certification|state teaching license|licensed teacher
Substitute Teaching|substitute teacher
Response to Intervention|RTI|MTSS|multi-tiered system of supports
Universal Design for Learning|UDL
Gifted Education|gifted and talented|=GATE
Bilingual Education|dual language|dual-language instruction
Child Development|developmental psychology
Grading|grading papers|student grading
Training Delivery|training facilitation|delivering training|classroom training
Workshop Facilitation|facilitating workshops|workshops
Curriculum Mapping|scope and sequence
Assessment Design|test design|rubric development|rubrics
Student Information Systems|SIS
PowerSchool
Infinite Campus
Kahoot|Kahoot!
Nearpod
ClassDojo
Khan Academy
Accreditation|accreditation processes
Program Evaluation|program assessment
Classroom Instruction|teaching|instruction|instructing
Lecturing|lectures
Course Design|course development|syllabus design|syllabus development
Student Mentoring|mentoring students
Coaching Athletics|athletic coaching|sports coaching
Extracurricular Activities Supervision|club advising|club sponsor
Field Trips|chaperoning
Student Safety|child safety|child protection|safeguarding
Mandated Reporting|mandated reporter
Elementary Education|first grade|second grade|elementary school teaching
Middle School Education|middle school teaching
High School Education|secondary education|high school teaching
Special Education Law|=IDEA|Individuals with Disabilities Education Act
Autism Support|ASD support|Applied Behavior Analysis|ABA|ABA therapy
Speech and Language Support
Sign Language|American Sign Language|ASL
Braille
Orton-Gillingham|Wilson Reading System
Fountas and Pinnell|F&P
DIBELS
NWEA MAP|MAP testing|NWEA
Lexia
i-Ready|iReady
IXL
Zearn
Newsela
Edpuzzle
Flipgrid|=~Flip
Pear Deck
Quizlet
Google Forms|Google Forms quizzes
Classroom Technology|1:1 devices|one-to-one devices
Homeroom
Parent Workshops|family engagement
Curriculum Alignment|standards alignment|standards-based instruction|standards-based grading
Educational Leadership|school leadership|instructional leadership
School Administration|school administrator duties
Professional Learning Communities|PLC meetings|PLCs
Teacher Mentoring|new teacher mentoring|instructional coaching
Student Teaching|practicum
Library Management|library science|cataloging
Career Counseling|career services|career advising
School Counseling|guidance counseling
Youth Development|youth programs|youth work
Camp Counseling|summer camp
Childcare|child care|babysitting|nannying
Lifeguarding|lifeguard certified|water safety instruction|swim instruction
Test Proctoring|proctoring exams|exam invigilation
Academic Writing|research papers
Research Methods|research methodology|qualitative research|quantitative research
Grant Writing|grant proposals|grants
Peer Review
Publications Writing|scientific writing|scientific publishing
`,
  },
  // ===================================================================================== HR & legal
  {
    field: 'human-resources',
    category: 'hr',
    entries: `
Recruiting|recruitment|recruiter work|full-cycle recruiting|full cycle recruiting
Talent Acquisition|talent sourcing|sourcing candidates
Onboarding|employee onboarding|new hire onboarding|new hire orientation
Offboarding|exit interviews
Employee Relations|ER cases|employee relations issues
HRIS|human resources information systems|HR information systems
Benefits Administration|benefits enrollment|open enrollment|benefits management
Performance Management|performance reviews|performance appraisals|performance evaluations
Compensation Management|compensation and benefits|total rewards|comp and ben|compensation planning
Training and Development|learning and development|L&D programs|employee development|staff training|training new employees|training programs
Workforce Planning|headcount planning
Employment Law|labor law|employment regulations|labor relations
FMLA|Family and Medical Leave Act
ADA Accommodations|reasonable accommodations
Diversity and Inclusion|DEI|diversity equity and inclusion|D&I|DEIB
Succession Planning
Applicant Tracking Systems|ATS|applicant tracking system
Greenhouse
Lever ATS
iCIMS
Taleo|Oracle Taleo
BambooHR
UKG|Kronos|UKG Pro|Ultimate Software
SuccessFactors|SAP SuccessFactors
HR Generalist Duties|HR generalist|human resources generalist
Human Resources|HR|human resources management|HR management|human resource management|people operations
SHRM-CP|SHRM Certified Professional|SHRM
SHRM-SCP|SHRM Senior Certified Professional
PHR|Professional in Human Resources
SPHR|Senior Professional in Human Resources
Interviewing|conducting interviews|candidate interviews|behavioral interviewing
Job Descriptions|writing job descriptions|job postings
Background Checks|background screening
I-9 Verification|I-9|E-Verify
Employee Engagement|engagement surveys
Employee Retention|staff retention
Organizational Development|=OD|organization development
Culture Building|company culture|workplace culture
HR Policies|employee handbook|handbook development
Workplace Investigations|workplace investigations|HR investigations
Conflict Mediation|mediation
Workers' Compensation|workers compensation|workers comp
Leave Management|leave of absence administration|LOA
Timekeeping|time and attendance|timesheets
Job Evaluation|job leveling|pay bands
Salary Benchmarking|compensation benchmarking|market pricing
Campus Recruiting|university recruiting|college recruiting
Executive Search|headhunting
Technical Recruiting|tech recruiting|IT recruiting
Staffing|staffing agency|temporary staffing
Employer Branding
Candidate Experience
Boolean Search|boolean sourcing
LinkedIn Recruiter
HR Analytics|people analytics|workforce analytics
Coaching Employees|employee coaching
`,
  },
  {
    field: 'legal',
    category: 'legal',
    entries: `
Legal Research|case law research|Westlaw|LexisNexis
Legal Writing|drafting legal documents|legal drafting
Contract Drafting|drafting contracts|contract preparation
Litigation|litigation support|civil litigation
Paralegal|paralegal duties|legal assistant duties
E-Discovery|eDiscovery|electronic discovery|Relativity
Corporate Law|corporate legal
Intellectual Property|IP law|patents|trademarks|patent law
Regulatory Affairs|regulatory submissions
Legal Compliance|compliance monitoring legal
Privacy Law|data privacy|privacy compliance
Employment Litigation
Real Estate Law|conveyancing
Family Law
Criminal Law
Immigration Law|immigration
Bankruptcy|insolvency
Case Management Software|Clio|case management legal
Depositions|deposition preparation
Court Filings|e-filing|filing court documents
Legal Billing|timekeeping legal|billable hours
Notarization
Mediation and Arbitration|arbitration|ADR
Risk and Compliance|GRC|governance risk and compliance
Corporate Governance|board governance|board of directors support|board meetings
Policy Analysis|public policy
Government Relations|lobbying|public affairs
Ethics|ethics and compliance
Title Search|title examination
Subpoenas
Legal Transcription
Bar Admission|admitted to the bar|licensed attorney
Juris Doctor|J.D.
`,
  },
  // ===================================================================================== engineering & trades
  {
    field: 'engineering-trades',
    category: 'engineering',
    entries: `
AutoCAD|Auto CAD|AutoCAD 2D
SolidWorks|Solid Works
Autodesk Revit|Revit
CATIA
Siemens NX|Unigraphics|NX CAD
PTC Creo|Creo|Pro/ENGINEER
ANSYS|ANSYS Fluent|ANSYS Mechanical
COMSOL
Autodesk Inventor|Inventor
Fusion 360|Autodesk Fusion 360
SketchUp
Bentley MicroStation|MicroStation
Civil 3D|AutoCAD Civil 3D
ArcGIS|Esri ArcGIS|GIS|geographic information systems
QGIS
=CAD|computer-aided design|CAD software|CAD drafting
=CAM|computer-aided manufacturing
Finite Element Analysis|FEA|FEM
Computational Fluid Dynamics|CFD
Mechanical Engineering|mechanical design
Electrical Engineering|electrical design
Civil Engineering|structural engineering
Chemical Engineering|process engineering
Industrial Engineering|industrial engineer work
Manufacturing Engineering
Systems Engineering|MBSE|systems engineer work
Reliability Engineering|reliability analysis
HVAC|heating ventilation and air conditioning|HVAC systems
Plumbing|plumbing systems
Electrical Wiring|electrical installation|wiring
Carpentry|woodworking|framing
Masonry
Painting and Finishing|painting
Roofing
Drywall
Heavy Equipment Operation|heavy machinery|excavator|backhoe
Power Tools|hand and power tools
Electrical Troubleshooting|electrical diagnostics
Automotive Repair|auto repair|automotive diagnostics|vehicle maintenance
ASE Certification|ASE certified
Diesel Mechanics|diesel engines
Aircraft Maintenance|A&P license|A&P mechanic|airframe and powerplant
Electronics Repair|soldering|circuit boards|PCB
PCB Design|Altium|Altium Designer|KiCad|Eagle PCB
Circuit Design|analog circuit design|digital circuit design
Test Equipment|oscilloscopes|multimeters
Instrumentation|calibration
Process Control|DCS|distributed control systems
Surveying|land surveying
Technical Drafting|technical drafting
Prototype Development|prototyping hardware
Product Design|industrial design
Materials Science|materials engineering
Structural Analysis
Geotechnical Engineering
Environmental Engineering
Water Treatment|wastewater treatment
Renewable Energy|solar energy|wind energy|photovoltaics
Power Systems|power distribution|electrical power systems|three-phase power|3-phase power
Semiconductor Manufacturing|semiconductors|wafer fabrication
Cleanroom Protocols|cleanroom
Metrology
Injection Molding
Sheet Metal Fabrication|sheet metal|metal fabrication|fabrication
Machining|machinist skills|lathe|milling
Tool and Die
Maintenance Mechanics|industrial maintenance|maintenance technician skills
Boiler Operation|boilers
Refrigeration|EPA 608|refrigerant handling
Fire Protection|fire safety|fire alarm systems
Low Voltage|low-voltage wiring|security systems installation
Solar Installation|solar panel installation
Electrician License|journeyman electrician|master electrician|licensed electrician
Apprenticeship|apprentice
`,
  },
  // ===================================================================================== general / soft skills
  {
    field: 'general',
    category: 'soft-skills',
    entries: `
Communication|communication skills|communicating|communicate effectively|excellent communication
Written Communication|written communication skills|writing skills|business writing
Verbal Communication|verbal communication skills|oral communication
Written and Verbal Communication|written and verbal communication|verbal and written communication|oral and written communication
Public Speaking|presentations|presenting|speaking engagements
Presentation Skills|presentation skills|PowerPoint presentations|delivering presentations
Leadership|leadership skills|leading teams|led teams|team leader
Team Leadership|team lead|leading a team
People Management|managing people|staff management|direct reports|line management|managing staff|supervising staff
Team Management|managing teams|team supervision
Mentoring|mentorship|mentored|mentor
Coaching|coached|coach
Teamwork|team player|working in teams|team collaboration
Collaboration|collaborative|collaborating|collaborate
Cross-Functional Collaboration|cross-functional teams|cross-functional team|cross functional teams|cross-functional
Problem Solving|problem-solving|solving problems|problem solver|creative problem solving
Critical Thinking|critical thinker
Analytical Skills|analytical thinking|analytics mindset|analytical
Attention to Detail|detail-oriented|detail oriented|attention to details|meticulous
Time Management|managing time|time-management
Organizational Skills|organization skills|organizational|organized|organisation skills
Multitasking|multi-tasking|juggling multiple priorities
Prioritization Skills|prioritizing|prioritising tasks|prioritize tasks
Adaptability|adaptable|flexibility|flexible
Creativity|creative thinking|creative
Decision Making|decision-making
Conflict Resolution|resolving conflicts|conflict management
Interpersonal Skills|interpersonal|people skills
Emotional Intelligence|=EQ
Work Ethic|strong work ethic|hardworking
Self-Motivated|self-starter|self motivated|proactive|self-driven
Initiative|taking initiative
Accountability|ownership|taking ownership
Reliability|dependable|dependability
Patience
Empathy|empathetic
Active Listening|listening skills
Customer Focus|customer-oriented|customer-centric|customer focused
Results-Oriented|results oriented|results-driven|goal-oriented
Strategic Planning|strategy development|strategic plans
Strategic Thinking|strategic thinker|strategic mindset
Business Analysis|business analyst work|BA work
Requirements Gathering|requirements analysis|requirement analysis|gathering requirements|business requirements
Process Mapping Skills|workflow mapping
Business Strategy|corporate strategy
Project Coordination|project coordinator duties|coordinating projects
Operations Coordination|operational coordination
Research Skills|research skills|research and analysis
Report Writing|writing reports|reports
Technical Writing|technical writer work|technical documentation writing
Documentation|documenting|document processes
Editing|editor work|copy editing|copyediting
Proofreading|proof reading
Translation|translating|translator work
Interpretation|interpreter work|language interpretation
Bilingual|bilingual skills|bi-lingual
Multilingual|multi-lingual|polyglot
Innovation|innovative|innovating
Entrepreneurship|entrepreneurial|startup experience|start-up
Professional Networking|professional networking|networking events
Influencing|influence|persuasion|persuasive
Stakeholder Communication Skills|executive communication|C-suite communication|executive presentations
Facilitation|facilitating meetings|meeting facilitation
Training Others|training staff|trained employees|train new employees
Delegation|delegating
Motivating Others|team motivation|motivating teams
Performance Coaching
Resilience|stress management|working under pressure
Professionalism|professional demeanor
Confidentiality|discretion|handling confidential information
Integrity|ethical conduct
Cultural Awareness|cultural competence|cross-cultural communication|diversity awareness
Remote Collaboration|remote work|working remotely|distributed teams
Virtual Team Management|managing remote teams
Independent Work|working independently|autonomous
Learning Agility|quick learner|fast learner|learning mindset
Curiosity|intellectual curiosity
Growth Mindset
Judgment|sound judgment|good judgment
Ambiguity Tolerance|comfortable with ambiguity|navigating ambiguity
Storytelling|story telling
Active Learning|continuous learning|lifelong learning
Goal Setting
Scheduling Skills|appointment setting
Budget Awareness|cost consciousness
Logical Thinking|logical reasoning
Mathematics|math skills|mathematical skills|basic mathematics
Numeracy|numerical skills|numerical ability
Quantitative Analysis|quantitative skills|quantitative research methods
Problem Analysis|issue analysis
Customer Relationship Building|building client relationships
Service Orientation|service-oriented|service mindset
Hospitality Mindset|guest relations
Conflict De-escalation|de-escalating|de-escalation techniques
Mediation Skills
Cultural Sensitivity
Inclusive Leadership
Change Leadership|leading change
Crisis Management|crisis response
Executive Presence
Relationship Management|managing relationships|key relationships
Vendor Relationship Building|service provider relationships
Team Building|team-building
Volunteer Coordination|volunteer management
Fundraising|fund raising|donor relations|development fundraising
Nonprofit Management|non-profit management|NGO management
Community Outreach|outreach|community engagement|community relations
Advocacy|advocating
Program Development|program design
Program Coordination|program coordinator duties
Case Work|casework
Data-Driven Decision Making|data-driven|data driven decision making|data-informed
Business Acumen|business sense|commercial awareness|commercial acumen
Financial Literacy|financial acumen
Problem Escalation|escalation management|escalations
Knowledge Management|knowledge sharing
Visual Thinking
Design Sensibility
Content Writing|content writing|content writer work
Typing|typing speed|touch typing|keyboarding
10-Key|ten key|10 key
Driver's License|valid driver's license|clean driving record
Lifting|able to lift 50 lbs|heavy lifting
Physical Stamina|standing for long periods
Phone Etiquette|telephone etiquette|telephone skills|phone skills
Email Etiquette|professional email communication
Social Perceptiveness
Service Recovery
Upbeat Attitude|positive attitude
Punctuality|punctual
Teaching Skills|instructional skills
Global Team Collaboration|globally distributed teams|different time zones|global teams
`,
  },
  {
    field: 'office',
    category: 'office-tools',
    entries: `
Microsoft Office|MS Office|Microsoft Office Suite|Office Suite|Microsoft Office software
Microsoft Excel|MS Excel|=Excel|Excel spreadsheets|advanced Excel|spreadsheets
Microsoft Word|MS Word|=~Word
Microsoft PowerPoint|MS PowerPoint|=PowerPoint|PPT
Microsoft Outlook|MS Outlook|=Outlook
Microsoft OneNote|OneNote
Microsoft OneDrive|OneDrive
Google Workspace|G Suite|GSuite|Google Apps
Google Docs
Google Sheets
Google Slides
Google Drive
Gmail
Google Calendar
Adobe Acrobat Sign|Adobe Sign|EchoSign
DocuSign|e-signatures
=Dropbox
Box cloud storage|Box.com
=Calendly
Webex|Cisco Webex
GoToMeeting
Skype|Skype for Business
Microsoft Publisher|MS Publisher
Apple Keynote|=Keynote
Apple Pages
Apple Numbers
LibreOffice|OpenOffice
Lotus Notes|IBM Notes
Mail Merge
Spreadsheet Formulas|Excel formulas|formulas
Conditional Formatting
Charts and Graphs|charts and graphs creation
Word Processing|word processor
Desktop Publishing|DTP
Presentation Software
Video Conferencing|video conferencing tools|virtual meetings
Scanning and Copying|photocopying|copiers|scanners|fax
Office Equipment|office machines|multi-function printers
Electronic Filing Systems|e-filing systems|document management systems
Fax Machines|faxing
Zoho Workplace
Dialpad|RingCentral
Evernote
Todoist
OfficeSpace
Envoy visitor management
`,
  },
  {
    field: 'languages',
    category: 'spoken-languages',
    entries: `
English|English language|fluent English|native English
Spanish|Spanish language|fluent in Spanish|Español|Castilian
French|French language|Français
German|German language|Deutsch
Mandarin|Mandarin Chinese|Chinese|Putonghua
Cantonese
Japanese
Korean
Portuguese|Brazilian Portuguese
Italian
Russian
Arabic|Modern Standard Arabic
Hindi
Urdu
Bengali|Bangla
Punjabi
Tamil
Telugu
Marathi
Gujarati
Vietnamese
Tagalog|Filipino
Thai
Indonesian|Bahasa Indonesia
Malay|Bahasa Malaysia
Turkish
Persian|Farsi
Hebrew
Greek
=Polish
Dutch
Swedish
Norwegian
Danish
Finnish
Czech
Hungarian
Romanian
Ukrainian
Swahili
Haitian Creole|Kreyol
Somali
Amharic
Yoruba
Hmong
Navajo
Latin
`,
  },
];

/**
 * Skills a skill implies ("Spring Boot" → "Java"; "Epic" → "Electronic Health Records"). Used when
 * matching a resume against a job: a resume that shows the child is taken to show the parent too.
 * Implied skills are never written into a resume; they only count as evidence in the match report.
 * Cloud services named "AWS …"/"Amazon …", "Azure …" and "Google Cloud …" imply their platform
 * automatically (see impliedParents).
 */
export const SKILL_IMPLIES: Readonly<Record<string, readonly string[]>> = {
  TypeScript: ['JavaScript'],
  'Node.js': ['JavaScript'],
  React: ['JavaScript'],
  'Vue.js': ['JavaScript'],
  Angular: ['JavaScript'],
  AngularJS: ['JavaScript'],
  Svelte: ['JavaScript'],
  'Ember.js': ['JavaScript'],
  'Backbone.js': ['JavaScript'],
  jQuery: ['JavaScript'],
  'D3.js': ['JavaScript'],
  'Three.js': ['JavaScript'],
  'Next.js': ['React'],
  'Nuxt.js': ['Vue.js'],
  SvelteKit: ['Svelte'],
  Redux: ['React'],
  'React Router': ['React'],
  'React Hooks': ['React'],
  'React Query': ['React'],
  'React Native': ['React'],
  'React Testing Library': ['React', 'Unit Testing'],
  NgRx: ['Angular'],
  Vuex: ['Vue.js'],
  Pinia: ['Vue.js'],
  Expo: ['React Native'],
  Flutter: ['Dart'],
  SwiftUI: ['Swift'],
  UIKit: ['Swift'],
  'Jetpack Compose': ['Kotlin'],
  'Express.js': ['Node.js'],
  NestJS: ['Node.js', 'TypeScript'],
  Fastify: ['Node.js'],
  Koa: ['Node.js'],
  Hapi: ['Node.js'],
  Django: ['Python'],
  'Django REST Framework': ['Django', 'REST APIs'],
  Flask: ['Python'],
  FastAPI: ['Python', 'REST APIs'],
  // An API a person built is made of its endpoints ("Developed RESTful APIs" for "API endpoints").
  'REST APIs': ['API Endpoints'],
  'API Design': ['API Endpoints'],
  // Services that call each other over a network are a distributed system ("microservices architecture serving 1M+ users").
  Microservices: ['Distributed Systems'],
  Pyramid: ['Python'],
  Tornado: ['Python'],
  Celery: ['Python'],
  SQLAlchemy: ['Python'],
  pytest: ['Python', 'Unit Testing'],
  pandas: ['Python'],
  NumPy: ['Python'],
  SciPy: ['Python'],
  PySpark: ['Apache Spark', 'Python'],
  'Spring Framework': ['Java'],
  'Spring Boot': ['Spring Framework'],
  'Spring MVC': ['Spring Framework'],
  'Spring Cloud': ['Spring Framework'],
  'Spring Security': ['Spring Framework'],
  Hibernate: ['Java'],
  JPA: ['Java'],
  JUnit: ['Java', 'Unit Testing'],
  Mockito: ['Java', 'Unit Testing'],
  TestNG: ['Java', 'Unit Testing'],
  'Ruby on Rails': ['Ruby'],
  Sinatra: ['Ruby'],
  RSpec: ['Ruby', 'Unit Testing'],
  Laravel: ['PHP'],
  Symfony: ['PHP'],
  CodeIgniter: ['PHP'],
  CakePHP: ['PHP'],
  Yii: ['PHP'],
  'Zend Framework': ['PHP'],
  PHPUnit: ['PHP', 'Unit Testing'],
  'ASP.NET': ['.NET'],
  'ASP.NET Core': ['ASP.NET', '.NET Core'],
  '.NET Core': ['.NET'],
  'Entity Framework': ['.NET'],
  Blazor: ['.NET'],
  Gin: ['Go'],
  Actix: ['Rust'],
  Axum: ['Rust'],
  Tokio: ['Rust'],
  Phoenix: ['Elixir'],
  'T-SQL': ['SQL'],
  'PL/SQL': ['SQL'],
  PostgreSQL: ['SQL', 'Relational Databases'],
  MySQL: ['SQL', 'Relational Databases'],
  MariaDB: ['SQL', 'Relational Databases'],
  SQLite: ['SQL', 'Relational Databases'],
  'Microsoft SQL Server': ['SQL', 'Relational Databases'],
  'Oracle Database': ['SQL', 'Relational Databases'],
  'IBM Db2': ['SQL', 'Relational Databases'],
  'Amazon Aurora': ['Relational Databases'],
  // Keeping a ledger of payables, receivables or the general ledger is keeping the books and records.
  'Accounts Payable': ['Bookkeeping'],
  'Accounts Receivable': ['Bookkeeping'],
  'General Ledger': ['Bookkeeping'],
  'Amazon Redshift': ['SQL', 'Data Warehousing'],
  Snowflake: ['SQL', 'Data Warehousing'],
  BigQuery: ['SQL', 'Data Warehousing', 'Google Cloud Platform'],
  'Azure Synapse Analytics': ['Data Warehousing'],
  MongoDB: ['NoSQL'],
  Cassandra: ['NoSQL'],
  DynamoDB: ['NoSQL', 'AWS'],
  Couchbase: ['NoSQL'],
  CouchDB: ['NoSQL'],
  Redis: ['NoSQL'],
  'Azure Cosmos DB': ['NoSQL'],
  Firestore: ['Firebase', 'NoSQL'],
  'SQL Server Management Studio': ['Microsoft SQL Server'],
  'MySQL Workbench': ['MySQL'],
  'Amazon EKS': ['Kubernetes'],
  'Azure Kubernetes Service': ['Kubernetes'],
  'Google Kubernetes Engine': ['Kubernetes'],
  OpenShift: ['Kubernetes'],
  Helm: ['Kubernetes'],
  Kubernetes: ['Containerization'],
  Docker: ['Containerization'],
  'Docker Compose': ['Docker'],
  Podman: ['Containerization'],
  'Amazon ECS': ['Containerization'],
  Jenkins: ['CI/CD'],
  'GitHub Actions': ['CI/CD'],
  'GitLab CI/CD': ['CI/CD'],
  CircleCI: ['CI/CD'],
  'Travis CI': ['CI/CD'],
  TeamCity: ['CI/CD'],
  Bamboo: ['CI/CD'],
  'Azure DevOps': ['CI/CD'],
  'Argo CD': ['CI/CD', 'GitOps'],
  Flux: ['GitOps'],
  Tekton: ['CI/CD'],
  Spinnaker: ['CI/CD'],
  'Continuous Integration': ['CI/CD'],
  'Continuous Delivery': ['CI/CD'],
  Terraform: ['Infrastructure as Code'],
  Pulumi: ['Infrastructure as Code'],
  'AWS CloudFormation': ['Infrastructure as Code'],
  'AWS CDK': ['Infrastructure as Code'],
  Bicep: ['Infrastructure as Code'],
  Ansible: ['Configuration Management'],
  Chef: ['Configuration Management'],
  Puppet: ['Configuration Management'],
  SaltStack: ['Configuration Management'],
  GitHub: ['Git'],
  GitLab: ['Git'],
  Bitbucket: ['Git'],
  Git: ['Version Control'],
  SVN: ['Version Control'],
  Mercurial: ['Version Control'],
  Prometheus: ['Monitoring and Alerting'],
  Grafana: ['Monitoring and Alerting'],
  Datadog: ['Monitoring and Alerting'],
  'New Relic': ['Monitoring and Alerting'],
  Dynatrace: ['Monitoring and Alerting'],
  AppDynamics: ['Monitoring and Alerting'],
  Nagios: ['Monitoring and Alerting'],
  Zabbix: ['Monitoring and Alerting'],
  'Amazon CloudWatch': ['Monitoring and Alerting'],
  OpenTelemetry: ['Observability'],
  Jaeger: ['Observability'],
  Zipkin: ['Observability'],
  'Grafana Loki': ['Grafana'],
  'Datadog APM': ['Datadog'],
  'Splunk Enterprise Security': ['Splunk'],
  'Apache Kafka': ['Message Queues'],
  RabbitMQ: ['Message Queues'],
  ActiveMQ: ['Message Queues'],
  NATS: ['Message Queues'],
  ZeroMQ: ['Message Queues'],
  'Amazon SQS': ['Message Queues'],
  'Google Cloud Pub/Sub': ['Message Queues'],
  'Ubuntu': ['Linux'],
  'Red Hat Enterprise Linux': ['Linux'],
  CentOS: ['Linux'],
  Debian: ['Linux'],
  Fedora: ['Linux'],
  'Kali Linux': ['Linux'],
  Solaris: ['Unix'],
  AIX: ['Unix'],
  'HP-UX': ['Unix'],
  TensorFlow: ['Deep Learning'],
  PyTorch: ['Deep Learning'],
  Keras: ['Deep Learning'],
  'Deep Learning': ['Machine Learning'],
  'scikit-learn': ['Machine Learning'],
  XGBoost: ['Machine Learning'],
  LightGBM: ['Machine Learning'],
  CatBoost: ['Machine Learning'],
  'Hugging Face': ['Machine Learning', 'Natural Language Processing'],
  spaCy: ['Natural Language Processing'],
  NLTK: ['Natural Language Processing'],
  Gensim: ['Natural Language Processing'],
  OpenCV: ['Computer Vision'],
  MLflow: ['MLOps'],
  Kubeflow: ['MLOps'],
  LangChain: ['Large Language Models'],
  LlamaIndex: ['Large Language Models'],
  'Amazon SageMaker': ['Machine Learning'],
  'Vertex AI': ['Machine Learning'],
  'Azure Machine Learning': ['Machine Learning'],
  Databricks: ['Apache Spark'],
  Matplotlib: ['Data Visualization', 'Python'],
  Seaborn: ['Data Visualization', 'Python'],
  Plotly: ['Data Visualization'],
  Tableau: ['Data Visualization', 'Business Intelligence'],
  'Power BI': ['Data Visualization', 'Business Intelligence'],
  Looker: ['Data Visualization', 'Business Intelligence'],
  Qlik: ['Data Visualization', 'Business Intelligence'],
  'Apache Superset': ['Data Visualization', 'Business Intelligence'],
  Metabase: ['Data Visualization', 'Business Intelligence'],
  ThoughtSpot: ['Data Visualization', 'Business Intelligence'],
  // dbt's models are the data model: writing them is data modeling.
  dbt: ['Data Pipelines', 'Data Modeling'],
  // The senior credentials are earned above the professional ones: a holder meets an ask for either.
  'SHRM-SCP': ['SHRM-CP'],
  SPHR: ['PHR'],
  'Apache Airflow': ['Data Pipelines'],
  Luigi: ['Data Pipelines'],
  Prefect: ['Data Pipelines'],
  Dagster: ['Data Pipelines'],
  Fivetran: ['Data Pipelines'],
  Airbyte: ['Data Pipelines'],
  SSIS: ['ETL'],
  Informatica: ['ETL'],
  Talend: ['ETL'],
  'AWS Glue': ['ETL'],
  'Azure Data Factory': ['ETL'],
  Cypress: ['End-to-End Testing', 'Test Automation'],
  Playwright: ['End-to-End Testing', 'Test Automation'],
  Selenium: ['Test Automation'],
  Puppeteer: ['Test Automation'],
  WebdriverIO: ['Test Automation'],
  Appium: ['Test Automation'],
  Jest: ['Unit Testing'],
  Mocha: ['Unit Testing'],
  Jasmine: ['Unit Testing'],
  Vitest: ['Unit Testing'],
  xUnit: ['Unit Testing'],
  NUnit: ['Unit Testing'],
  Epic: ['Electronic Health Records'],
  Cerner: ['Electronic Health Records'],
  Meditech: ['Electronic Health Records'],
  athenahealth: ['Electronic Health Records'],
  eClinicalWorks: ['Electronic Health Records'],
  Allscripts: ['Electronic Health Records'],
  'NextGen Healthcare': ['Electronic Health Records'],
  'Basic Life Support': ['CPR'],
  'Advanced Cardiovascular Life Support': ['CPR'],
  'Pediatric Advanced Life Support': ['CPR'],
  'ICD-10': ['Medical Coding'],
  'CPT Coding': ['Medical Coding'],
  HCPCS: ['Medical Coding'],
  'Medical Billing and Coding': ['Medical Billing', 'Medical Coding'],
  QuickBooks: ['Accounting Software'],
  Xero: ['Accounting Software'],
  Sage: ['Accounting Software'],
  'Oracle NetSuite': ['Accounting Software', 'Enterprise Resource Planning'],
  SAP: ['Enterprise Resource Planning'],
  FreshBooks: ['Accounting Software'],
  'Wave Accounting': ['Accounting Software'],
  'Zoho Books': ['Accounting Software'],
  Workday: ['HRIS'],
  BambooHR: ['HRIS'],
  SuccessFactors: ['HRIS'],
  UKG: ['HRIS'],
  'SAP FICO': ['SAP'],
  'SAP MM': ['SAP'],
  'SAP SD': ['SAP'],
  'SAP PP': ['SAP'],
  'SAP EWM': ['SAP'],
  'SAP Ariba': ['SAP', 'Procurement'],
  ABAP: ['SAP'],
  'Bank Reconciliation': ['Reconciliation'],
  'Intercompany Reconciliation': ['Reconciliation'],
  ADP: ['Payroll'],
  Paychex: ['Payroll'],
  Gusto: ['Payroll'],
  Salesforce: ['CRM'],
  'Salesforce Administration': ['Salesforce'],
  'Salesforce Sales Cloud': ['Salesforce'],
  'Salesforce Service Cloud': ['Salesforce'],
  'Salesforce Apex': ['Salesforce'],
  HubSpot: ['CRM', 'Marketing Automation'],
  'Zoho CRM': ['CRM'],
  Pipedrive: ['CRM'],
  'Microsoft Dynamics 365': ['CRM'],
  'Google Ads': ['PPC', 'SEM'],
  'Meta Ads': ['Paid Social'],
  'LinkedIn Ads': ['Paid Social'],
  Mailchimp: ['Email Marketing'],
  Klaviyo: ['Email Marketing'],
  'Constant Contact': ['Email Marketing'],
  'Salesforce Marketing Cloud': ['Email Marketing', 'Marketing Automation'],
  Braze: ['Marketing Automation'],
  Iterable: ['Email Marketing'],
  Marketo: ['Marketing Automation'],
  Pardot: ['Marketing Automation'],
  Semrush: ['SEO'],
  Ahrefs: ['SEO'],
  Moz: ['SEO'],
  'Screaming Frog': ['SEO'],
  'Google Search Console': ['SEO'],
  Hootsuite: ['Social Media Management'],
  'Sprout Social': ['Social Media Management'],
  Buffer: ['Social Media Management'],
  Shopify: ['E-commerce'],
  WooCommerce: ['E-commerce'],
  Magento: ['E-commerce'],
  BigCommerce: ['E-commerce'],
  'Lean Six Sigma': ['Six Sigma', 'Lean'],
  'Six Sigma Green Belt': ['Six Sigma'],
  'Six Sigma Black Belt': ['Six Sigma'],
  'Six Sigma Yellow Belt': ['Six Sigma'],
  'Lean Manufacturing': ['Lean'],
  'Warehouse Management Systems': ['Warehouse Management'],
  'Blue Yonder': ['Supply Chain Management'],
  Kinaxis: ['Supply Chain Management'],
  PMP: ['Project Management'],
  PRINCE2: ['Project Management'],
  CAPM: ['Project Management'],
  'Microsoft Project': ['Project Management'],
  'Certified ScrumMaster': ['Scrum'],
  'Google Classroom': ['Learning Management Systems'],
  'Canvas LMS': ['Learning Management Systems'],
  Blackboard: ['Learning Management Systems'],
  Moodle: ['Learning Management Systems'],
  Schoology: ['Learning Management Systems'],
  'Articulate Storyline': ['E-Learning'],
  'Adobe Captivate': ['E-Learning'],
  'Microsoft Excel': ['Microsoft Office'],
  'Microsoft Word': ['Microsoft Office'],
  'Microsoft PowerPoint': ['Microsoft Office'],
  'Microsoft Outlook': ['Microsoft Office'],
  'Microsoft OneNote': ['Microsoft Office'],
  'Microsoft Access': ['Microsoft Office'],
  'Pivot Tables': ['Microsoft Excel'],
  VLOOKUP: ['Microsoft Excel'],
  XLOOKUP: ['Microsoft Excel'],
  'INDEX MATCH': ['Microsoft Excel'],
  'Excel Macros': ['Microsoft Excel'],
  'Power Pivot': ['Microsoft Excel'],
  'Google Docs': ['Google Workspace'],
  'Google Sheets': ['Google Workspace'],
  'Google Slides': ['Google Workspace'],
  'Google Drive': ['Google Workspace'],
  Gmail: ['Google Workspace'],
  'Google Calendar': ['Google Workspace'],
  'Adobe Photoshop': ['Adobe Creative Suite'],
  'Adobe Illustrator': ['Adobe Creative Suite'],
  'Adobe InDesign': ['Adobe Creative Suite'],
  'Adobe Premiere Pro': ['Adobe Creative Suite'],
  'Adobe After Effects': ['Adobe Creative Suite'],
  'Adobe Lightroom': ['Adobe Creative Suite'],
  'Written and Verbal Communication': ['Written Communication', 'Verbal Communication'],
  'Written Communication': ['Communication'],
  'Verbal Communication': ['Communication'],
  'Team Leadership': ['Leadership'],
  'People Management': ['Leadership'],
  'Cross-Functional Collaboration': ['Collaboration'],
  'Full-Stack Development': ['Front-End Development', 'Back-End Development'],
  'MERN Stack': ['MongoDB', 'Express.js', 'React', 'Node.js'],
  'MEAN Stack': ['MongoDB', 'Express.js', 'Angular', 'Node.js'],
  'AWS Certified Solutions Architect': ['AWS'],
  'AWS Certified Developer': ['AWS'],
  'AWS Certified Cloud Practitioner': ['AWS'],
  'AWS Certified DevOps Engineer': ['AWS'],
  'Google Cloud Professional Developer': ['Google Cloud Platform'],
  'Google Cloud Professional Cloud Architect': ['Google Cloud Platform'],
  'Microsoft Entra ID': ['Microsoft Azure'],
  'Registered Nurse': ['Patient Care'],
  'Critical Care Registered Nurse': ['Registered Nurse', 'Critical Care'],
};

const PLATFORM_PREFIXES: readonly [RegExp, string][] = [
  [/^(?:AWS|Amazon) (?!Seller Central)/, 'AWS'],
  [/^Azure /, 'Microsoft Azure'],
  [/^(?:Google Cloud |Google Kubernetes Engine$|Google App Engine$|Vertex AI$)/, 'Google Cloud Platform'],
];

/** Direct parents of a canonical skill (explicit table plus cloud-platform prefixes). */
export function impliedParents(name: string): readonly string[] {
  const explicit = SKILL_IMPLIES[name] ?? [];
  const out = [...explicit];
  for (const [re, platform] of PLATFORM_PREFIXES) {
    if (re.test(name) && name !== platform && !out.includes(platform)) out.push(platform);
  }
  return out;
}

function parseForm(raw: string): SkillForm {
  let text = raw.trim();
  let exactCase = false;
  let needsContext = false;
  for (;;) {
    if (text.startsWith('=')) {
      exactCase = true;
      text = text.slice(1);
    } else if (text.startsWith('~')) {
      needsContext = true;
      text = text.slice(1);
    } else break;
  }
  return { text: text.trim(), exactCase, needsContext };
}

let entriesCache: readonly SkillEntry[] | null = null;

/** Every canonical skill with its forms, in vocabulary order. Built once, on first use. */
export function skillEntries(): readonly SkillEntry[] {
  if (entriesCache) return entriesCache;
  const out: SkillEntry[] = [];
  for (const group of GROUPS) {
    for (const line of group.entries.split('\n')) {
      const trimmed = line.trim();
      if (!trimmed) continue;
      const forms = trimmed.split('|').map(parseForm).filter((f) => f.text !== '');
      const first = forms[0];
      if (!first) continue;
      out.push({
        name: first.text,
        field: group.field,
        category: group.category,
        forms,
        aliases: forms.slice(1).map((f) => f.text),
      });
    }
  }
  entriesCache = out;
  return out;
}

/** Number of canonical skills. */
export function vocabularySize(): number {
  return skillEntries().length;
}
